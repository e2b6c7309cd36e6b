import { AspectRatio, Skeleton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { EXPLORE_PHOTO_RETRIES } from '../../constants';
import { placeholderImageUrl, retryImageUrl } from '../../utils/placeholder-image';
import classes from './explore.module.css';

/** Photos of the gateway are 3:2; the box keeps that ratio before the bytes arrive (no layout shift). */
export const CARD_IMAGE_RATIO = 3 / 2;

interface CardImageProps {
  src: string;
  /** The place's name: the placeholder picture is built from it when the photo fails. */
  name: string;
  /** False until this photo's batch is due (spec 001 §9): a skeleton holds its place. */
  released: boolean;
  /** A photo of the page's first screenful: fetched at once and ahead of the others. */
  priority?: boolean;
}

/**
 * A card photo in a fixed-ratio box. On an error it is asked for once more (spec 001 §9 "retry
 * once"), then the placeholder picture replaces it (spec 001 §2 "Cards fall back ... on image error").
 */
export function CardImage({ src, name, released, priority = false }: CardImageProps) {
  const [failures, setFailures] = useState(0);
  const candidates = [
    src,
    ...Array.from({ length: EXPLORE_PHOTO_RETRIES }, () => retryImageUrl(src)),
    placeholderImageUrl(name),
  ];
  const current = candidates[failures];
  return (
    <AspectRatio ratio={CARD_IMAGE_RATIO} className={classes.media}>
      {!released ? (
        <Skeleton radius={0} />
      ) : current === undefined ? (
        <div className={classes.mediaFallback}>
          <IconPhotoOff size={28} aria-hidden />
        </div>
      ) : (
        <img
          src={current}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailures((count) => count + 1)}
        />
      )}
    </AspectRatio>
  );
}
