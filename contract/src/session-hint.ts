/**
 * A cookie that says only "this browser holds a session" (issue 19). The session itself lives in
 * browser storage (spec 000 §9), which a request for a page does not carry; this cookie does, so the
 * gateway can send a signed-in visitor of a page prerendered for guests the app's shell instead: the
 * guest page would only be hidden and swapped out. A hint, never a credential: its value is always
 * the same, and a wrong hint costs speed, not correctness (the app decides from storage either way).
 */
export const SESSION_HINT_COOKIE = 'wayfarer_session';

/** The hint's one value: the cookie says nothing but that a session is there. */
export const SESSION_HINT_VALUE = '1';

/** How long a remembered session's hint lasts; each start renews or removes it (web/src/actors). */
export const SESSION_HINT_MAX_AGE_S = 60 * 60 * 24 * 30;

/** Whether a request's `Cookie` header carries the hint. */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`);
}
