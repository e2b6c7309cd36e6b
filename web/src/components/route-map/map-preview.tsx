import 'maplibre-gl/dist/maplibre-gl.css';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { BASEMAP_ATTRIBUTION } from './basemap';
import { initialCamera, toScreen } from './map-camera';
import type { Camera, ScreenSize } from './map-camera';
import { drawPreview, loadViewTiles } from './preview-drawing';
import classes from './map-preview.module.css';
import { StopMarkerLink } from './stop-marker';
import type { PlacedStop } from './types';

/** The map's inner size as MapLibre reads it (whole CSS pixels), following the element's changes. */
function useMapSize(): [ScreenSize | null, (element: HTMLDivElement | null) => void] {
  const [size, setSize] = useState<ScreenSize | null>(null);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const width = Math.floor(element.clientWidth);
      const height = Math.floor(element.clientHeight);
      setSize((current) =>
        current?.width === width && current.height === height ? current : { width, height },
      );
    };
    // Measured first by the observer's first answer, which comes after the browser's own layout:
    // read here, after the commit, the size forced a layout of the whole page inside the task that
    // mounted the map (57 ms of it on the trip page under Lighthouse's 4× CPU).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [size, setElement];
}

/**
 * The map as MapLibre first shows it, drawn without MapLibre: the basemap and the route on a 2D
 * canvas, the numbered markers (links to each place), the zoom buttons and the attribution in
 * MapLibre's own markup and stylesheet. A zoom button asks for the interactive map with that step.
 */
export default function MapPreview({
  stops,
  onDrawn,
  onFail,
  onZoom,
}: {
  stops: PlacedStop[];
  onDrawn: () => void;
  onFail: () => void;
  onZoom: (step: 1 | -1) => void;
}) {
  const scheme = useComputedColorScheme('light');
  const [size, watchSize] = useMapSize();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The opening camera is fitted once, to the first size; MapLibre keeps it when the map resizes.
  const [camera, setCamera] = useState<Camera | null>(null);
  if (size && !camera) setCamera(initialCamera(stops, size));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !camera || !size) return;
    const abort = new AbortController();
    loadViewTiles(camera, size, abort.signal).then(
      (tiles) => {
        if (abort.signal.aborted) return;
        drawPreview(canvas, {
          camera,
          size,
          tiles,
          stops,
          scheme,
          pixelRatio: window.devicePixelRatio || 1,
        });
        onDrawn();
      },
      () => {
        if (!abort.signal.aborted) onFail();
      },
    );
    return () => abort.abort();
  }, [camera, size, stops, scheme, onDrawn, onFail]);

  return (
    // MapLibre's own class: its stylesheet's fonts and control placement, as on the map itself.
    <div ref={watchSize} className="maplibregl-map" style={{ height: '100%' }}>
      <canvas ref={canvasRef} className={classes.previewCanvas} aria-hidden />
      {camera &&
        size &&
        stops.map((stop) => {
          const { x, y } = toScreen(camera, size, stop.longitude, stop.latitude);
          return (
            <div
              key={stop.key}
              className="maplibregl-marker maplibregl-marker-anchor-bottom"
              // MapLibre's own placement of a bottom-anchored marker, on whole pixels.
              style={{
                transform: `translate(-50%, -100%) translate(${Math.round(x)}px, ${Math.round(y)}px)`,
              }}
            >
              <StopMarkerLink stop={stop} />
            </div>
          );
        })}
      <div className="maplibregl-control-container">
        <div className="maplibregl-ctrl-top-right">
          <div className="maplibregl-ctrl maplibregl-ctrl-group">
            <button
              className="maplibregl-ctrl-zoom-in"
              type="button"
              title="Zoom in"
              aria-label="Zoom in"
              onClick={() => onZoom(1)}
            >
              <span className="maplibregl-ctrl-icon" aria-hidden />
            </button>
            <button
              className="maplibregl-ctrl-zoom-out"
              type="button"
              title="Zoom out"
              aria-label="Zoom out"
              onClick={() => onZoom(-1)}
            >
              <span className="maplibregl-ctrl-icon" aria-hidden />
            </button>
          </div>
        </div>
        <div className="maplibregl-ctrl-bottom-right">
          <details
            className="maplibregl-ctrl maplibregl-ctrl-attrib maplibregl-compact maplibregl-compact-show"
            open
          >
            <summary
              className="maplibregl-ctrl-attrib-button"
              title="Toggle attribution"
              aria-label="Toggle attribution"
            />
            <div className="maplibregl-ctrl-attrib-inner">{BASEMAP_ATTRIBUTION}</div>
          </details>
        </div>
      </div>
    </div>
  );
}
