import type { ReactNode } from 'react';
import { useNetworkDecision } from '@web/actors/network-quality';
import type { LoadingStrategy } from '@machines/photos/network-quality.machine';
import type { ShownPhoto } from '@machines/photos/photo-loader.machine';
import { useIsPageRender } from '@web/lib/page-render/page-render';
import { PagePhotosContext, PlacePhotoLoaderContext } from '../../hooks/place-photos-context';
import { usePagePhotos } from '../../hooks/use-page-photos';
import { usePlacePhotoLoader } from '../../hooks/use-place-photo-loader';
import type { Coordinates } from '../../utils/place-text';

interface PlacePhotoScopeProps {
  placeId: string;
  photoRefs: readonly string[];
  location: Coordinates;
  children: ReactNode;
}

/**
 * Runs one photo loader for the place below it (render under `key={placeId}`): it starts once the
 * app's network decision is known, with that decision's strategy (spec 001 §4), and with the photos
 * the page came with shown (use-page-photos.ts). A page's server render runs no loader: it shows
 * the first batch it asked for itself.
 */
export function PlacePhotoScope({ children, ...place }: PlacePhotoScopeProps) {
  const shownPhotos = usePagePhotos(place.photoRefs);
  const pageRender = useIsPageRender();
  return (
    <PagePhotosContext value={shownPhotos}>
      {pageRender ? (
        children
      ) : (
        <BrowserPhotoScope {...place} shownPhotos={shownPhotos}>
          {children}
        </BrowserPhotoScope>
      )}
    </PagePhotosContext>
  );
}

type BrowserPhotoScopeProps = Omit<PlacePhotoScopeProps, 'children'> & {
  shownPhotos: readonly ShownPhoto[];
  children: ReactNode;
};

function BrowserPhotoScope({ children, ...place }: BrowserPhotoScopeProps) {
  const decision = useNetworkDecision();
  if (decision === null) {
    return <PlacePhotoLoaderContext value={undefined}>{children}</PlacePhotoLoaderContext>;
  }
  return (
    <PlacePhotoLoaderProvider {...place} strategy={decision.strategy}>
      {children}
    </PlacePhotoLoaderProvider>
  );
}

function PlacePhotoLoaderProvider({
  strategy,
  children,
  ...place
}: Omit<BrowserPhotoScopeProps, 'children'> & { strategy: LoadingStrategy; children: ReactNode }) {
  const loader = usePlacePhotoLoader({ ...place, strategy });
  return <PlacePhotoLoaderContext value={loader}>{children}</PlacePhotoLoaderContext>;
}
