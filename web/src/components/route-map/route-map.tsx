import { Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import {
  Component,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { formatKm } from '@web/lib/geo/distance';
import { MAP_STYLE_URL, MAP_UNAVAILABLE } from './constants';
import classes from './route-map.module.css';
import { numberStops, placedStops, totalKm } from './route-stops';
import type { NumberedStop } from './route-stops';
import type { PlacedStop, RouteStop } from './types';

// MapLibre (about 1 MB) comes with this chunk only, loaded when the reader reaches for the map.
const RouteMapCanvas = lazy(() => import('./route-map-canvas'));
// The map's first frame without MapLibre (its tiles' decoder and a 2D canvas, a few KiB).
const MapPreview = lazy(() => import('./map-preview'));

/**
 * How near the screen the map's place must come before its preview is drawn (and WebGL checked):
 * far enough ahead that a scrolling reader finds it drawn, near enough that a page read above it
 * (the place page's map sits below the fold) never pays for its tiles and its WebGL check.
 */
const NEAR_SCREEN = { rootMargin: '400px 0px' };

/**
 * Whether the map's place has come near the screen, and the callback that watches the empty place
 * (the map's size) until it does.
 */
function useNearScreen(): [boolean, (element: HTMLDivElement | null) => void] {
  const { ref: watch, entry } = useIntersection<HTMLDivElement>(NEAR_SCREEN);
  const [near, setNear] = useState(false);
  // Once near, it stays: a map scrolled past is not torn down (and the watched place unmounts).
  if (!near && entry?.isIntersecting) setNear(true);
  return [near, watch];
}

/**
 * Whether this browser can give MapLibre a WebGL context (not so with the GPU off and no SwiftShader).
 * The context made to find out is let go at once; making it is not free (25 ms on the place page under
 * Lighthouse's 4× slower CPU, drawing in software), so it is asked only once the map is due.
 */
function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return Boolean(context);
  } catch {
    return false;
  }
}

/**
 * Whether this browser can give MapLibre a WebGL context, asked once `near` in a task of its own:
 * asked in the render that mounted the map, it lengthened that task (38 ms on the trip page under
 * Lighthouse's 4× CPU; the long tasks are the page's blocking time). Null until answered: the map's
 * place keeps its skeleton, the same size, meanwhile.
 */
function useWebglAnswerOnceNear(near: boolean): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    if (!near || available !== null) return;
    const task = setTimeout(() => setAvailable(webglAvailable()));
    return () => clearTimeout(task);
  }, [near, available]);
  return available;
}

/** A failed chunk load or render falls back to the stop list instead of breaking the page. */
class MapBoundary extends Component<
  { onFail: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** What the map's place shows: the preview drawn, then MapLibre's map drawn over it. */
type Drawn = 'preview' | 'interactive';

/**
 * The map's place: first the preview (the opening view drawn without MapLibre), and MapLibre loaded
 * beneath it once the reader reaches for the map (a pointer over it, a touch, focus on one of its
 * controls), taking its place when drawn. MapLibre's set-up and first frames were most of a trip
 * page's main-thread work on a phone; a reader who only looks never pays for them. A deployment's
 * own style (MAP_STYLE_URL) cannot be drawn by the preview: MapLibre loads at once.
 */
function MapFrame({
  stops,
  label,
  onFail,
}: {
  stops: PlacedStop[];
  label: string;
  onFail: () => void;
}) {
  const previewed = MAP_STYLE_URL === undefined;
  const [interactiveAsked, setInteractiveAsked] = useState(!previewed);
  const [zoomSteps, setZoomSteps] = useState(0);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  // The control focused on the preview when MapLibre takes over, to focus its counterpart.
  const focusedLabel = useRef<string | null>(null);
  const reach = useCallback(() => setInteractiveAsked(true), []);
  const zoom = useCallback((step: 1 | -1) => {
    setZoomSteps((steps) => steps + step);
    setInteractiveAsked(true);
  }, []);
  const previewDrawn = useCallback(() => setDrawn((current) => current ?? 'preview'), []);
  const interactiveDrawn = useCallback(() => {
    const focused = document.activeElement;
    focusedLabel.current =
      focused && frame.current?.contains(focused) ? focused.getAttribute('aria-label') : null;
    setDrawn('interactive');
  }, []);
  useEffect(() => {
    const label = focusedLabel.current;
    if (drawn !== 'interactive' || label === null) return;
    focusedLabel.current = null;
    const counterpart = [
      ...(frame.current?.querySelectorAll<HTMLElement>('[aria-label]') ?? []),
    ].find((element) => element.getAttribute('aria-label') === label);
    counterpart?.focus();
  }, [drawn]);
  const interactiveShown = !previewed || drawn === 'interactive';
  return (
    <div
      ref={frame}
      className={classes.map}
      role="region"
      aria-label={label}
      // Set once a frame is drawn ('preview', then 'interactive'): tests and screenshots wait for it.
      data-map-drawn={drawn ?? undefined}
      onPointerEnter={reach}
      onPointerDown={reach}
      onFocus={reach}
    >
      {interactiveAsked && (
        // Beneath the preview and out of reach until drawn: one set of markers at a time.
        <div className={classes.mapLayer} inert={!interactiveShown}>
          <Suspense fallback={null}>
            <RouteMapCanvas
              stops={stops}
              zoomSteps={zoomSteps}
              onDrawn={interactiveDrawn}
              onFail={onFail}
            />
          </Suspense>
        </div>
      )}
      {!interactiveShown && (
        <div className={classes.mapLayer}>
          <Suspense fallback={null}>
            <MapPreview stops={stops} onDrawn={previewDrawn} onFail={onFail} onZoom={zoom} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function StopList({ stops }: { stops: NumberedStop[] }) {
  const total = totalKm(stops);
  return (
    <Stack gap="xs">
      <ol className={classes.stopList}>
        {stops.map((stop) => (
          <li key={stop.key} className={classes.stop}>
            <span className={classes.stopNumber} aria-hidden>
              {stop.number}
            </span>
            <div className={classes.stopText}>
              <Anchor component={Link} to={`/place/${stop.placeId}`} fw={600} size="sm">
                {stop.name}
              </Anchor>
              {stop.kmFromPrevious !== null && (
                <Text size="xs" c="dimmed">
                  {formatKm(stop.kmFromPrevious)} from stop {stop.number - 1}
                </Text>
              )}
            </div>
          </li>
        ))}
      </ol>
      {stops.length > 1 && total > 0 && (
        <Text size="sm" fw={600}>
          Total: {formatKm(total)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Stops on a map with a text list of them beside it (numbered, with the distance of
 * each leg): the list is the accessible version, the map a supplement that falls back to the list
 * alone when WebGL is missing.
 */
export function RouteMap({
  stops,
  heading,
  mapLabel,
  showList = true,
}: {
  stops: RouteStop[];
  heading: string;
  /** The map's accessible name. */
  mapLabel: string;
  /** The stop list beside the map (off where the page already names the single place). */
  showList?: boolean;
}) {
  const numbered = useMemo(() => numberStops(stops), [stops]);
  const placed = useMemo(() => placedStops(numbered), [numbered]);
  // A browser without WebGL at all shows the list alone from the start; whether one that has it can
  // give a context is asked once the map is due. A page rendered on the server (the build's, the
  // gateway's page worker) has no WebGL to ask: it keeps the map's place, as a browser's first render.
  const [failed, setFailed] = useState(
    () => !import.meta.env.SSR && typeof WebGLRenderingContext === 'undefined',
  );
  const fail = useCallback(() => setFailed(true), []);
  const [mapNearScreen, watchMapPlace] = useNearScreen();
  const webgl = useWebglAnswerOnceNear(mapNearScreen);
  if (numbered.length === 0) return null;
  const map =
    placed.length === 0 ? null : failed || webgl === false ? (
      <Text size="sm" c="dimmed">
        {MAP_UNAVAILABLE}
      </Text>
    ) : !mapNearScreen || webgl === null ? (
      <div ref={watchMapPlace} className={classes.mapSkeleton} aria-hidden />
    ) : (
      <MapBoundary onFail={fail}>
        <MapFrame stops={placed} label={mapLabel} onFail={fail} />
      </MapBoundary>
    );
  return (
    <section className={classes.section} data-route-map>
      <Title order={2} size="h4" mb="sm">
        {heading}
      </Title>
      {showList ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>{map}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <StopList stops={numbered} />
          </Grid.Col>
        </Grid>
      ) : (
        map
      )}
    </section>
  );
}
