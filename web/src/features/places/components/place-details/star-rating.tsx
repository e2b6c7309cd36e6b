import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import classes from './place-details.module.css';

const STAR_COUNT = 5;

/** Which of the five stars are full, half or empty for a rating (rounded to the nearest half). */
export function starKinds(rating: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.min(STAR_COUNT, Math.max(0, rating)) * 2);
  return Array.from({ length: STAR_COUNT }, (_, star) => {
    const left = halves - star * 2;
    if (left >= 2) return 'full';
    return left === 1 ? 'half' : 'empty';
  });
}

/** Five stars for a rating out of 5, read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span className={classes.stars} role="img" aria-label={`Rated ${rating} out of ${STAR_COUNT}`}>
      {starKinds(rating).map((kind, star) => {
        if (kind === 'full') return <IconStarFilled key={star} size={size} aria-hidden />;
        if (kind === 'half') return <IconStarHalfFilled key={star} size={size} aria-hidden />;
        return <IconStar key={star} size={size} className={classes.starEmpty} aria-hidden />;
      })}
    </span>
  );
}
