import type { RestClient } from './rest/client';

/** What every resolver receives: the REST client built for this one GraphQL request. */
export interface GatewayContext {
  rest: RestClient;
}
