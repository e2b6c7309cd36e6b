import { Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { Component, Suspense, lazy, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { formatKm } from '@web/lib/geo/distance';
import { MAP_UNAVAILABLE } from './constants';
import classes from './route-map.module.css';
import { numberStops, placedStops, totalKm } from './route-stops';
import type { NumberedStop } from './route-stops';
import type { RouteStop } from './types';

// MapLibre (about 1 MB) comes with this chunk only, so no page without a map pays for it.
const RouteMapCanvas = lazy(() => import('./route-map-canvas'));

/**
 * How near the screen the map's place must come before MapLibre loads and draws: far enough ahead
 * that a scrolling reader finds it drawn, near enough that a page read above it (the place page's
 * map sits below the fold) never pays its megabyte and its WebGL work.
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
 * Stops on an interactive map with a text list of them beside it (numbered, with the distance of
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
  const webglMissing = useMemo(() => mapNearScreen && !webglAvailable(), [mapNearScreen]);
  if (numbered.length === 0) return null;
  const map =
    placed.length === 0 ? null : failed || webglMissing ? (
      <Text size="sm" c="dimmed">
        {MAP_UNAVAILABLE}
      </Text>
    ) : !mapNearScreen ? (
      <div ref={watchMapPlace} className={classes.mapSkeleton} aria-hidden />
    ) : (
      <MapBoundary onFail={fail}>
        <Suspense fallback={<div className={classes.mapSkeleton} aria-hidden />}>
          <RouteMapCanvas stops={placed} label={mapLabel} onFail={fail} />
        </Suspense>
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
