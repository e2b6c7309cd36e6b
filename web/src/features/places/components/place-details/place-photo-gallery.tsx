import { useState } from 'react';
import { selectMainPhotos } from '@machines/photos/photo-loader.machine';
import type { MainPhoto } from '@machines/photos/photo-loader.machine';
import { MAX_PLACE_PHOTOS } from '@machines/photos/constants';
import { PhotoViewer } from '@web/components/photo-viewer/photo-viewer';
import type { ViewerPhoto } from '@web/components/photo-viewer/photo-viewer';
import { MOSAIC_PHOTO_COUNT } from '../../constants';
import {
  usePagePhotosShown,
  usePlacePhotoLoaderRef,
  usePlacePhotos,
} from '../../hooks/place-photos-context';
import { PhotoFrame } from './photo-frame';
import classes from './place-details.module.css';

const tileClasses = [classes.tileLarge, classes.tileSmall1, classes.tileSmall2];

interface PlacePhotoGalleryProps {
  name: string;
  photoRefs: readonly string[];
  /** Shown when the place has no photo at all: the gateway's placeholder built from the name. */
  fallbackImageUrl: string;
}

const photoAlt = (name: string, index: number, count: number) =>
  `${name}, photo ${index + 1} of ${count}`;

/**
 * The photo mosaic (spec 001 §2: the first photo large, two small, "+N more" on the last) and the
 * lightbox over the same photos. Photos come from the page's photo loader; the lightbox tells it
 * which photo is on screen, so that one is upgraded to ultra quality (spec 001 §4).
 */
export function PlacePhotoGallery({ name, photoRefs, fallbackImageUrl }: PlacePhotoGalleryProps) {
  const loader = usePlacePhotoLoaderRef();
  const loadedPhotos = usePlacePhotos(selectMainPhotos, null);
  const pagePhotos = usePagePhotosShown();
  const shownByPage = new Map(pagePhotos.map(({ photoRef, url }) => [photoRef, url]));
  // Until the loader runs: the first 5 refs, those the page came with shown, the others to come.
  const photos: readonly MainPhoto[] =
    loadedPhotos ??
    photoRefs.slice(0, MAX_PLACE_PHOTOS).map((photoRef) => {
      const url = shownByPage.get(photoRef);
      return url === undefined ? { photoRef, status: 'idle' } : { photoRef, status: 'loaded', url };
    });
  const [viewer, setViewer] = useState<{ opened: boolean; index: number }>({
    opened: false,
    index: 0,
  });

  if (photos.length === 0) {
    return (
      <div className={classes.mosaic} data-count={1}>
        <PhotoFrame
          className={classes.tileLarge}
          src={fallbackImageUrl}
          alt={name}
          name={name}
          priority
        />
      </div>
    );
  }

  const count = photos.length;
  const extraCount = count - MOSAIC_PHOTO_COUNT;
  const viewerPhotos: ViewerPhoto[] = photos.map((photo, index) => ({
    key: photo.photoRef,
    src: photo.url ?? null,
    alt: photoAlt(name, index, count),
  }));

  const open = (index: number) => {
    setViewer({ opened: true, index });
    const photoRef = photos[index]?.photoRef;
    if (photoRef) loader?.send({ type: 'lightbox.opened', photoRef });
  };
  const navigate = (index: number) => {
    setViewer({ opened: true, index });
    const photoRef = photos[index]?.photoRef;
    if (photoRef) loader?.send({ type: 'lightbox.navigated', photoRef });
  };
  const close = () => {
    setViewer((current) => ({ ...current, opened: false }));
    loader?.send({ type: 'lightbox.closed' });
  };

  return (
    <>
      <div className={classes.mosaic} data-count={Math.min(count, MOSAIC_PHOTO_COUNT)}>
        {photos.slice(0, MOSAIC_PHOTO_COUNT).map((photo, index) => {
          const showsMore = index === MOSAIC_PHOTO_COUNT - 1 && extraCount > 0;
          return (
            <button
              key={photo.photoRef}
              type="button"
              className={`${classes.tile} ${tileClasses[index] ?? ''}`}
              aria-label={
                showsMore
                  ? `Open photo ${index + 1} of ${count} (+${extraCount} more)`
                  : `Open photo ${index + 1} of ${count}`
              }
              onClick={() => open(index)}
            >
              <PhotoFrame
                src={photo.url ?? null}
                alt=""
                name={name}
                loading={photo.status === 'idle' || photo.status === 'loading'}
                priority={index === 0}
                shownAtStart={
                  photo.url !== undefined && shownByPage.get(photo.photoRef) === photo.url
                }
              />
              {showsMore && (
                <span className={classes.moreOverlay} aria-hidden>
                  +{extraCount} more
                </span>
              )}
            </button>
          );
        })}
      </div>
      <PhotoViewer
        opened={viewer.opened}
        photos={viewerPhotos}
        index={viewer.index}
        onIndexChange={navigate}
        onClose={close}
        title={name}
        placeholderText={name}
      />
    </>
  );
}
