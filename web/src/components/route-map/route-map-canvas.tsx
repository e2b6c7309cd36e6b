import { Map as MapView, Layer, Marker, NavigationControl, Source } from '@vis.gl/react-maplibre';
import type { MapEvent } from '@vis.gl/react-maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre 6 finds its worker beside its own module, which a bundle moves: give Vite's asset URL.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useComputedColorScheme } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ROUTE_COLOURS, ROUTE_LINE, basemapStyle } from './basemap';
import { MAP_STYLE_URL } from './constants';
import { FIT_MAX_ZOOM, FIT_PADDING, openingView } from './map-camera';
import { StopMarkerLink } from './stop-marker';
import type { PlacedStop } from './types';

/** MapLibre's opening view: the stops' point, or their bounds fitted as the preview fits them. */
function initialView(stops: PlacedStop[]) {
  const view = openingView(stops);
  return 'bounds' in view
    ? { ...view, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM } }
    : view;
}

/**
 * The interactive map (MapLibre GL, loaded only with this chunk): the basemap written in code (or a
 * deployment's style URL), the route line in stop order and numbered markers that open each place.
 * Calls onDrawn once the basemap has drawn (then zooming by the steps the reader asked for before it
 * was ready), and onFail when WebGL or the basemap cannot load, so the caller shows the stop list.
 */
export default function RouteMapCanvas({
  stops,
  zoomSteps,
  onDrawn,
  onFail,
}: {
  stops: PlacedStop[];
  /** Zoom steps asked for on the preview (+1 in, -1 out), applied once the map has drawn. */
  zoomSteps: number;
  onDrawn: () => void;
  onFail: () => void;
}) {
  const scheme = useComputedColorScheme('light');
  const mapStyle = useMemo(() => MAP_STYLE_URL ?? basemapStyle(scheme), [scheme]);
  const route = useMemo(
    () => ({
      type: 'Feature' as const,
      properties: {},
      geometry: {
        type: 'LineString' as const,
        coordinates: stops.map((stop) => [stop.longitude, stop.latitude]),
      },
    }),
    [stops],
  );
  const [view] = useState(() => initialView(stops));
  const colours = ROUTE_COLOURS[scheme];
  const loaded = ({ target: map }: MapEvent) => {
    onDrawn();
    if (zoomSteps !== 0) map.easeTo({ zoom: map.getZoom() + zoomSteps });
  };
  return (
    <MapView
      initialViewState={view}
      mapStyle={mapStyle}
      workerUrl={workerUrl}
      onError={onFail}
      onLoad={loaded}
      cooperativeGestures
      dragRotate={false}
      attributionControl={{ compact: true }}
      style={{ width: '100%', height: '100%' }}
    >
      <NavigationControl showCompass={false} />
      {stops.length > 1 && (
        <Source id="route" type="geojson" data={route}>
          <Layer
            id="route-casing"
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{
              'line-color': colours.casing,
              'line-width': ROUTE_LINE.casingWidth,
              'line-opacity': ROUTE_LINE.casingOpacity,
            }}
          />
          <Layer
            id="route-line"
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': colours.line, 'line-width': ROUTE_LINE.width }}
          />
        </Source>
      )}
      {stops.map((stop) => (
        <Marker key={stop.key} longitude={stop.longitude} latitude={stop.latitude} anchor="bottom">
          <StopMarkerLink stop={stop} />
        </Marker>
      ))}
    </MapView>
  );
}
