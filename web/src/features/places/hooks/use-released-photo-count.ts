import { useEffect, useState } from 'react';
import { EXPLORE_PHOTO_BATCH_GAP_MS, EXPLORE_PHOTO_BATCH_SIZE } from '../constants';

/**
 * How many of a row's photos may load now: 3 at once, then 3 more every 300 ms (spec 001 §9
 * "Explore photo queries: batch size 3 with a 300 ms gap"), so a page of cards does not ask the
 * server for every photo in the same instant.
 */
export function useReleasedPhotoCount(total: number): number {
  const [released, setReleased] = useState(EXPLORE_PHOTO_BATCH_SIZE);
  useEffect(() => {
    if (released >= total) return;
    const timer = setTimeout(
      () => setReleased((count) => count + EXPLORE_PHOTO_BATCH_SIZE),
      EXPLORE_PHOTO_BATCH_GAP_MS,
    );
    return () => clearTimeout(timer);
  }, [released, total]);
  return Math.min(released, total);
}
