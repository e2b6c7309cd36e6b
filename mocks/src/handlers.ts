import type { HttpHandler } from 'msw';
import {
  createApiNotFoundHandler,
  createControlHandlers,
  createFaultHandler,
  createMockControl,
} from './control';
import type { MockControl } from './control';
import type { MockDb } from './db/store';
import { createAccountHandlers } from './handlers/account';
import { createCollaboratorHandlers } from './handlers/collaborators';
import { createDestinationHandlers } from './handlers/destination';
import { createFeedbackHandlers } from './handlers/feedback';
import { createHealthHandlers } from './handlers/health';
import { createLocationHandlers } from './handlers/location';
import { createMemoryHandlers } from './handlers/memories';
import { createPlacesHandlers } from './handlers/places';
import { createProfileHandlers } from './handlers/profile';
import { createSharingHandlers } from './handlers/sharing';
import { createTripHandlers } from './handlers/trip';
import { createUserHandlers } from './handlers/user';

/**
 * The one handler set, served in process (msw/node), over HTTP (http-server.ts) and by `npm start`.
 * Paths start with `*` so they match any origin. Order matters: the fault/latency handler first (it
 * answers only an injected fault), the catch-all 404 for unknown /api/v1 routes last.
 */
export function createHandlers(
  db: MockDb,
  control: MockControl = createMockControl(),
): HttpHandler[] {
  return [
    createFaultHandler(control),
    ...createControlHandlers(db, control),
    ...createHealthHandlers(),
    ...createUserHandlers(db),
    ...createAccountHandlers(db),
    ...createProfileHandlers(db),
    ...createLocationHandlers(db),
    ...createTripHandlers(db),
    ...createMemoryHandlers(db),
    ...createCollaboratorHandlers(db),
    ...createSharingHandlers(db),
    ...createPlacesHandlers(),
    ...createDestinationHandlers(),
    ...createFeedbackHandlers(db),
    createApiNotFoundHandler(),
  ];
}
