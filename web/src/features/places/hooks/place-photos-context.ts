import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type {
  PhotoLoaderActorRef,
  PhotoLoaderSnapshot,
  ShownPhoto,
} from '@machines/photos/photo-loader.machine';

/**
 * The place page's photo loader, for the mosaic, the lightbox and Nearby Places. Undefined for the
 * first moments of the app (the network decision takes at most 100 ms): photos show their
 * placeholders and the nearby section waits.
 */
export const PlacePhotoLoaderContext = createContext<PhotoLoaderActorRef | undefined>(undefined);

export function usePlacePhotoLoaderRef(): PhotoLoaderActorRef | undefined {
  return useContext(PlacePhotoLoaderContext);
}

/** Reads the loader with a selector; `whileStarting` (a stable value) until the loader exists. */
export function usePlacePhotos<T>(
  selector: (snapshot: PhotoLoaderSnapshot) => T,
  whileStarting: T,
): T {
  const loader = usePlacePhotoLoaderRef();
  return useSelector(loader, (snapshot) =>
    snapshot === undefined ? whileStarting : selector(snapshot),
  );
}

/** The photos the page came with (use-page-photos.ts), shown from the first render. */
export const PagePhotosContext = createContext<readonly ShownPhoto[]>([]);

export function usePagePhotosShown(): readonly ShownPhoto[] {
  return useContext(PagePhotosContext);
}
