import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSessionActor } from '../actors/session';
import { createSessionStorageBinding } from '../actors/session-storage';
import { createAuthApi, createAuthTransport } from '../features/auth/api/auth-api';
import { createApolloClient, sessionBridgeOf } from './apollo-client';
import { createGatewayHttpLink } from './gateway-http-link';
import { startPrefetching } from './prefetch';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

// One session for the whole app, started before the first render so guards see the restored state.
const session = createSessionActor({
  authApi: createAuthApi(createAuthTransport(createGatewayHttpLink())),
  storage: createSessionStorageBinding(window.localStorage, window.sessionStorage),
});
session.start();

const apolloClient = createApolloClient({ bridge: sessionBridgeOf(session) });
// For the app's lifetime: highlights now, the trips list whenever a session starts (spec 000 §7).
startPrefetching({ session, apolloClient });
const router = createAppRouter({ session, apolloClient });

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders session={session} apolloClient={apolloClient} router={router} />
  </StrictMode>,
);
