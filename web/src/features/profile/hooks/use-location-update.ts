import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { GEOLOCATION_UNSUPPORTED_CODE } from '@machines/location/constants';
import {
  createLocationPermissionMachine,
  selectLocationPermission,
} from '@machines/location/location-permission.machine';
import type {
  Coordinates,
  GeolocationOptions,
  ResolvedLocation,
} from '@machines/location/location-permission.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { ProfileQuery } from '../graphql/profile-query';
import { UpdateMyLocationMutation } from '../graphql/update-my-location-mutation';

/**
 * The browser's position (spec 001 §9: high accuracy, 5 s timeout, no cached position: the options
 * come from the machine). Rejects with the browser's GeolocationPositionError as is, or with the
 * machine's UNSUPPORTED code when the browser has no geolocation.
 */
export function currentPosition(
  options: GeolocationOptions,
  geolocation: Geolocation | undefined = navigator.geolocation,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (geolocation === undefined) {
      reject(
        Object.assign(new Error('Geolocation unsupported'), { code: GEOLOCATION_UNSUPPORTED_CODE }),
      );
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      options,
    );
  });
}

/**
 * The profile's location update (machines/src/location): read the position, save it through the
 * gateway (reverse-geocoded there), then refresh the profile so the header shows the new place.
 */
export function useLocationUpdate() {
  const client = useApolloClient();
  const [machine] = useState(() =>
    createLocationPermissionMachine({
      getPosition: (options) => currentPosition(options),
      async saveLocation(coordinates): Promise<ResolvedLocation> {
        const { data } = await client.mutate({
          mutation: UpdateMyLocationMutation,
          variables: coordinates,
          refetchQueries: [ProfileQuery],
          awaitRefetchQueries: true,
        });
        if (!data) throw new Error('');
        return data.updateMyLocation;
      },
    }),
  );
  const actorRef = useActorRef(machine);
  useToastEvents(actorRef);
  const view = useSelector(actorRef, selectLocationPermission);
  return { view, request: () => actorRef.send({ type: 'location.request' }) };
}
