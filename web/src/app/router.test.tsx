import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import { startTestSession, storeSignedInSession } from '@web-test/session-fixtures';
import { createAppRouter } from './router';

const started: SessionActorRef[] = [];
afterEach(() => started.splice(0).forEach((session) => session.stop()));

async function landAt(path: string) {
  const session = startTestSession();
  started.push(session);
  const apolloClient = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ session, apolloClient }, history);
  await router.load();
  return { router, history };
}

describe('route guards (spec 001 §2)', () => {
  it.each(['/trips', '/trips/t-42', '/profile'])(
    'sends a guest from %s to /login with the way back, replacing the entry',
    async (path) => {
      const { router, history } = await landAt(path);
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toEqual({ redirect: path });
      // Replaced, not pushed: Back does not return to the protected page.
      expect(history.length).toBe(1);
    },
  );

  it('keeps the search of the protected address in the way back', async () => {
    const { router } = await landAt('/trips?tab=past');
    expect(router.state.location.search).toEqual({ redirect: '/trips?tab=past' });
  });

  it('lets a signed-in user open a protected route', async () => {
    storeSignedInSession();
    const { router } = await landAt('/trips');
    expect(router.state.location.pathname).toBe('/trips');
  });

  it('sends a signed-in user away from /login to the return-to path, else /', async () => {
    storeSignedInSession();
    expect((await landAt('/login?redirect=%2Fprofile')).router.state.location.pathname).toBe(
      '/profile',
    );
    expect((await landAt('/login')).router.state.location.pathname).toBe('/');
  });

  it('ignores a return-to that leaves the app', async () => {
    const { router } = await landAt('/login?redirect=%2F%2Fevil.example');
    const login = router.state.matches.find((match) => match.routeId === '/login');
    expect(login?.search.redirect).toBeUndefined();
  });

  it('leads /settings home (there is no settings screen)', async () => {
    const { router } = await landAt('/settings');
    expect(router.state.location.pathname).toBe('/');
  });

  it('strips a leading "places/" from a place id', async () => {
    const { router } = await landAt('/place/places%2FChIJ123');
    const match = router.state.matches.find((m) => m.routeId === '/_main/place/$placeId');
    expect(match?.params).toEqual({ placeId: 'ChIJ123' });
  });
});
