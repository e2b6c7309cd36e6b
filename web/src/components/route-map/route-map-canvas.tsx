import { Map as MapView, Layer, Marker, NavigationControl, Source } from '@vis.gl/react-maplibre';
import type { LngLatBoundsLike } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre 6 finds its worker beside its own module, which a bundle moves: give Vite's asset URL.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useComputedColorScheme } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ROUTE_COLOURS, basemapStyle } from './basemap';
import { MAP_STYLE_URL } from './constants';
import classes from './route-map.module.css';
import type { PlacedStop } from './types';

/** How close the map comes when it fits the stops: city level, where the basemap still has shape. */
const FIT_MAX_ZOOM = 11;
const SINGLE_STOP_ZOOM = 5;

function initialView(stops: PlacedStop[]) {
  const [first] = stops;
  if (!first) return { longitude: 0, latitude: 20, zoom: 1 };
  if (stops.length === 1) {
    return { longitude: first.longitude, latitude: first.latitude, zoom: SINGLE_STOP_ZOOM };
  }
  const lngs = stops.map((stop) => stop.longitude);
  const lats = stops.map((stop) => stop.latitude);
  const bounds: LngLatBoundsLike = [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
  return { bounds, fitBoundsOptions: { padding: 48, maxZoom: FIT_MAX_ZOOM } };
}

/**
 * The interactive map (MapLibre GL, loaded only with this chunk): the basemap written in code (or a
 * deployment's style URL), the route line in stop order and numbered markers that open each place.
 * Calls onFail when WebGL or the basemap cannot load, so the caller shows the stop list alone.
 */
export default function RouteMapCanvas({
  stops,
  label,
  onFail,
}: {
  stops: PlacedStop[];
  label: string;
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
  // Set once the basemap has drawn: tests and the screenshots wait for it.
  const [drawn, setDrawn] = useState(false);
  const colours = ROUTE_COLOURS[scheme];
  return (
    <div
      className={classes.map}
      role="region"
      aria-label={label}
      data-map-drawn={drawn || undefined}
    >
      <MapView
        initialViewState={view}
        mapStyle={mapStyle}
        workerUrl={workerUrl}
        onError={onFail}
        onLoad={() => setDrawn(true)}
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
              paint={{ 'line-color': colours.casing, 'line-width': 6, 'line-opacity': 0.85 }}
            />
            <Layer
              id="route-line"
              type="line"
              layout={{ 'line-join': 'round', 'line-cap': 'round' }}
              paint={{ 'line-color': colours.line, 'line-width': 3 }}
            />
          </Source>
        )}
        {stops.map((stop) => (
          <Marker
            key={stop.key}
            longitude={stop.longitude}
            latitude={stop.latitude}
            anchor="bottom"
          >
            <Link
              to="/place/$placeId"
              params={{ placeId: stop.placeId }}
              className={classes.marker}
              aria-label={`${stop.number}. ${stop.name}`}
              title={stop.name}
            >
              <span aria-hidden>{stop.number}</span>
            </Link>
          </Marker>
        ))}
      </MapView>
    </div>
  );
}
