import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createMemoryHistory } from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionActorRef } from '@machines/session/session.machine';
import { fakeJwt } from '@web-test/fake-jwt';
import { renderApp } from '@web-test/render-app';
import {
  fakeAuthApi,
  fakeSessionTabs,
  startTestSession,
  storeSignedInSession,
} from '@web-test/session-fixtures';
import { screen, waitFor } from '@testing-library/react';
import { SESSION_EXPIRED_NOTICE } from '@web/features/auth/constants';
import { followSessionExpiry } from './follow-session-expiry';
import { createAppRouter } from './router';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Maya signed in at `path`, with a refresh the server refuses, and the app's expiry observer. */
async function mayaAt(path: string) {
  storeSignedInSession(undefined, fakeJwt(3600));
  const authApi = fakeAuthApi({ refresh: () => Promise.reject(new Error('Refresh refused')) });
  const session: SessionActorRef = startTestSession(authApi, fakeSessionTabs());
  const apolloClient = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  const router = createAppRouter(
    { session, apolloClient },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();
  stops.push(followSessionExpiry(session, router), () => session.stop());
  return { session, router };
}

describe('an expired session says so (issue 18)', () => {
  it('sends the user from a protected page to /login with the notice and the way back', async () => {
    const { session, router } = await mayaAt('/trips?tab=past');
    expect(router.state.location.pathname).toBe('/trips');

    session.send({ type: 'session.refresh' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({
      redirect: '/trips?tab=past',
      reason: 'expired',
    });
  });

  it('says nothing when the user logs out', async () => {
    const { session, router } = await mayaAt('/trips');
    const toast = vi.spyOn(notifications, 'show');
    session.send({ type: 'session.logout' });
    await waitFor(() => expect(session.getSnapshot().matches('unauthenticated')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.search).not.toHaveProperty('reason', 'expired');
    expect(toast).not.toHaveBeenCalled();
    toast.mockRestore();
  });

  it('leaves a public page where it is and says so in a toast', async () => {
    const { session, router } = await mayaAt('/explore');
    const toast = vi.spyOn(notifications, 'show');
    session.send({ type: 'session.refresh' });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ message: SESSION_EXPIRED_NOTICE }),
      ),
    );
    expect(router.state.location.pathname).toBe('/explore');
    toast.mockRestore();
  });
});

// The first render loads the login route's lazy modules (the form, zod): on a machine busy with the
// rest of the suite that took over 5 s, as for the other route screens' tests (place details).
const FIRST_RENDER = { timeout: 15_000 };

describe('the login screen after an expiry', { timeout: 20_000 }, () => {
  it('shows the notice when sent with reason=expired, and only then', async () => {
    const guest = startTestSession();
    stops.push(() => guest.stop());
    renderApp('/login?redirect=%2Ftrips&reason=expired', guest);
    expect(await screen.findByText(SESSION_EXPIRED_NOTICE, {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('shows no notice on a plain visit', async () => {
    const guest = startTestSession();
    stops.push(() => guest.stop());
    renderApp('/login?reason=bogus', guest);
    expect(
      await screen.findByRole('button', { name: 'Sign in' }, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_NOTICE)).not.toBeInTheDocument();
  });
});
