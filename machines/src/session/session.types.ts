/**
 * The session's shapes (spec 000 §3 "User session state", §4, §9) and the effects it needs, which
 * the app provides (web/src/actors/session.ts) and tests fake: `createSessionMachine(effects)`.
 */

export interface SessionUser {
  id: string;
  userName: string;
  email: string;
  profilePic?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role?: string;
  isVerified?: boolean;
}
export interface AuthResult {
  user: SessionUser;
  accessToken: string;
}
export interface RegisterInput {
  userName: string;
  email: string;
  password: string;
  profilePic: unknown;
}
export interface LoginInput {
  userName: string;
  password: string;
}
export interface GoogleLoginInput {
  credential: string;
}
export interface RefreshResult {
  accessToken: string | null;
}
/** The raw strings found under the storage keys `user` and `accessToken`. */
export interface StoredSession {
  user: string | null;
  accessToken: string | null;
}
/** What `persist` writes under the storage keys; `remember` picks the store. */
export interface PersistedSession {
  user: SessionUser;
  accessToken: string;
  remember: boolean;
}

/** The gateway's auth calls the session makes (the auth feature provides them). */
export interface SessionServer {
  login(input: LoginInput): Promise<AuthResult>;
  googleLogin(input: GoogleLoginInput): Promise<AuthResult>;
  register(input: RegisterInput): Promise<void>;
  /** `accessToken`: the token still held, sent as the bearer so the server can end its session. */
  logout(accessToken: string | null): Promise<void>;
  refresh(): Promise<RefreshResult>;
}
/** Where the session is kept between visits (spec 000 §9 keys `user` and `accessToken`). */
export interface SessionStore {
  persist(session: PersistedSession): void;
  clear(): void;
}
/** The other tabs of the same browser: a session ended in one ends in all (one refresh cookie). */
export interface SessionTabs {
  announceEnd(): void;
  /** Calls `listener` when another tab's session ends; returns the unsubscribe. */
  onEndElsewhere(listener: () => void): () => void;
}
/** Every effect of the session machine; nothing else differs between the app and its tests. */
export interface SessionEffects {
  server: SessionServer;
  store: SessionStore;
  tabs: SessionTabs;
}

export interface SessionInput {
  stored: StoredSession;
  /** The clock in ms since the epoch; defaults to `Date.now`. Tests tie it to a SimulatedClock. */
  now?: () => number;
  /** Whether the stored session came from the "Remember me" store (RESOLUTIONS); default true. */
  remember?: boolean;
}
/** What was found in storage at start: kept so the inspector shows why the session began as it did. */
export type StoredSessionStatus = 'none' | 'valid' | 'expired' | 'unreadable' | 'incomplete';
/**
 * Why a session ended: the user logged out, a refresh failed (or gave no token), a request was
 * refused again after its one retry, or another tab's session ended.
 */
export type SessionEndReason = 'logout' | 'refreshFailed' | 'refusedAfterRetry' | 'otherTab';
export interface SessionContext {
  user: SessionUser | null;
  accessToken: string | null;
  /** ms since the epoch: the token's `exp` claim × 1000 (spec 000 §3). */
  tokenExpiresAt: number | null;
  isLoading: boolean;
  error: string | null;
  remember: boolean;
  now: () => number;
  storedSessionStatus: StoredSessionStatus;
  /** Set while logging out: what the `session.ended` emit will carry. */
  endReason: SessionEndReason | null;
}
export type SessionEvent =
  | { type: 'session.login'; userName: string; password: string; remember: boolean }
  | { type: 'session.googleLogin'; credential: string; remember: boolean }
  | { type: 'session.register'; input: RegisterInput }
  | { type: 'session.logout' }
  | { type: 'session.refresh' }
  /** A request sent with `token` was answered UNAUTHENTICATED. */
  | { type: 'session.tokenRejected'; token: string | null }
  /** The one retry of a request, sent with the renewed `token`, was refused again. */
  | { type: 'session.refusedAfterRetry'; token: string }
  /** Another tab's session ended (sent by the `tabs` effect). */
  | { type: 'session.endedElsewhere' }
  | { type: 'session.clearError' };
/** Emitted (listen with `actor.on(...)`). */
export type SessionEmitted =
  /** A registration succeeded; the user is not signed in. */
  | { type: 'session.registered' }
  /** A login (password or Google) succeeded. */
  | { type: 'session.signedIn' }
  /** A login or registration failed; `error` is the stored text. */
  | { type: 'session.failed'; error: string }
  /** A signed-in session ended, whichever way: the app forgets that user's data here. */
  | { type: 'session.ended'; reason: SessionEndReason };
