import type { ReactNode } from 'react';
import { useNetworkDecision } from '@web/actors/network-quality';
import type { LoadingStrategy } from '@machines/photos/network-quality.machine';
import { PlacePhotoLoaderContext } from '../../hooks/place-photos-context';
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
 * app's network decision is known, with that decision's strategy (spec 001 §4).
 */
export function PlacePhotoScope({ placeId, photoRefs, location, children }: PlacePhotoScopeProps) {
  const decision = useNetworkDecision();
  if (decision === null) {
    return <PlacePhotoLoaderContext value={undefined}>{children}</PlacePhotoLoaderContext>;
  }
  return (
    <PlacePhotoLoaderProvider
      placeId={placeId}
      photoRefs={photoRefs}
      location={location}
      strategy={decision.strategy}
    >
      {children}
    </PlacePhotoLoaderProvider>
  );
}

function PlacePhotoLoaderProvider({
  strategy,
  children,
  ...place
}: Omit<PlacePhotoScopeProps, 'children'> & { strategy: LoadingStrategy; children: ReactNode }) {
  const loader = usePlacePhotoLoader({ ...place, strategy });
  return <PlacePhotoLoaderContext value={loader}>{children}</PlacePhotoLoaderContext>;
}
