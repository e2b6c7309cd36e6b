import type { RequestLoaders } from './request-loaders';
import type { RestClient } from './rest/client';

/** What every resolver receives: the REST client and the loaders built for this one GraphQL request. */
export interface GatewayContext {
  rest: RestClient;
  loaders: RequestLoaders;
  /** The origin the browser reached the app on (sharing/app-origin.ts): links the gateway builds. */
  appOrigin: string;
}
