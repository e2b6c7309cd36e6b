import { accountRest } from './account';
import { feedbackRest } from './feedback';
import { memoriesRest } from './memories';
import { placesRest } from './places';
import { sharingRest } from './sharing';
import { tripRest } from './trip';
import { createRestTransport } from './transport';
import type { RestClientOptions } from './transport';
import { userRest } from './user';

/**
 * One typed function per /api/v1 call the gateway makes, built per GraphQL request. Each domain
 * adds its calls in its own `xRest(transport)` (rest/<area>.ts) and spreads them in here.
 */
export function createRestClient(options: RestClientOptions) {
  const transport = createRestTransport(options);
  return {
    transport,
    ...userRest(transport),
    ...tripRest(transport),
    ...accountRest(transport),
    ...placesRest(transport),
    ...feedbackRest(transport),
    ...sharingRest(transport),
    ...memoriesRest(transport),
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
