import { Loader } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './place-details.module.css';

export interface PhotoFrameProps {
  /** The image, or null while it loads or when it could not be loaded. */
  src: string | null;
  alt: string;
  /** The place's name, shown in the placeholder. */
  name: string;
  /** Still coming: a small spinner beside the name. */
  loading?: boolean;
  className?: string;
  /** The first screenful's photo: fetched eagerly and with priority. */
  priority?: boolean;
  /**
   * `src` was already shown when the page came (its server render drew it): shown from the first
   * render, without waiting for a load event that has happened before the app ran.
   */
  shownAtStart?: boolean;
}

/**
 * A photo that fills its fixed-ratio frame. Until it has loaded, or when it failed (even the bytes
 * of a URL that looked fine), the frame shows a placeholder with the place's name. A better
 * version (e.g. ultra after the lightbox) replaces the shown one only once it has loaded.
 */
export function PhotoFrame({
  src,
  alt,
  name,
  loading = false,
  className,
  priority = false,
  shownAtStart = false,
}: PhotoFrameProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(shownAtStart ? src : null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isPending = src !== null && src !== loadedSrc && src !== failedSrc;
  const shownSrc = src !== null && src === loadedSrc ? src : loadedSrc;
  const showsPlaceholder = shownSrc === null;

  return (
    <div className={className ? `${classes.frame} ${className}` : classes.frame}>
      {showsPlaceholder && (
        <div className={classes.framePlaceholder} aria-hidden={isPending || undefined}>
          {/* Still to come (no image asked for yet, or this one loading), unless this one failed. */}
          {(loading || isPending) && (src === null || src !== failedSrc) ? (
            <Loader size="sm" aria-hidden />
          ) : (
            <IconPhotoOff size={24} aria-hidden />
          )}
          <span className={classes.framePlaceholderName}>{name}</span>
        </div>
      )}
      {shownSrc !== null && (
        <img
          key={shownSrc}
          className={classes.frameImage}
          src={shownSrc}
          alt={alt}
          data-loaded
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          // Only a photo shown from the start has not been seen to load.
          onError={
            shownAtStart
              ? () => {
                  setLoadedSrc(null);
                  setFailedSrc(shownSrc);
                }
              : undefined
          }
        />
      )}
      {isPending && (
        <img
          key={src}
          className={classes.frameImage}
          src={src}
          alt={showsPlaceholder ? alt : ''}
          data-loaded={false}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
