import { Link } from '@tanstack/react-router';
import classes from './stop-marker.module.css';
import type { PlacedStop } from './types';

/** A stop's numbered pin on the map: a link that opens the place (its name is the link's). */
export function StopMarkerLink({ stop }: { stop: PlacedStop }) {
  return (
    <Link
      to="/place/$placeId"
      params={{ placeId: stop.placeId }}
      className={classes.marker}
      aria-label={`${stop.number}. ${stop.name}`}
      title={stop.name}
    >
      <span aria-hidden>{stop.number}</span>
    </Link>
  );
}
