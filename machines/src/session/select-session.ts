import type { SessionContext, SessionUser } from './session.types';

/** What the view reads of a snapshot (structural, so this file and the machine do not import each other). */
interface SessionSnapshotLike {
  context: SessionContext;
  matches(state: 'authenticated'): boolean;
}

export interface SessionView {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  accessToken: string | null;
  tokenExpiresAt: number | null;
}

const viewBySnapshot = new WeakMap<SessionSnapshotLike, SessionView>();

/** The spec's session state (spec 000 §3); one stable object per snapshot for `useSelector`. */
export function selectSession(snapshot: SessionSnapshotLike): SessionView {
  const cached = viewBySnapshot.get(snapshot);
  if (cached) return cached;
  const { user, isLoading, error, accessToken, tokenExpiresAt } = snapshot.context;
  const view = {
    user,
    isAuthenticated: snapshot.matches('authenticated'),
    isLoading,
    error,
    accessToken,
    tokenExpiresAt,
  };
  viewBySnapshot.set(snapshot, view);
  return view;
}
