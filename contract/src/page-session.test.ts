import { describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE, pageSessionCookieValue, readPageSession } from './page-session';

const cookie = (value: string) => `wayfarer_session=1; ${PAGE_SESSION_COOKIE}=${value}; other=x`;

describe('the page session a navigation carries (issue 19)', () => {
  it('reads back what the browser wrote, among other cookies', () => {
    const session = { accessToken: 'eyJ.a-b_c.d', timeZone: 'Pacific/Kiritimati' };
    expect(readPageSession(cookie(pageSessionCookieValue(session)))).toEqual(session);
  });

  it('is none without the cookie, or with one it did not write', () => {
    expect(readPageSession(undefined)).toBeNull();
    expect(readPageSession('wayfarer_session=1')).toBeNull();
    expect(readPageSession(cookie('%7Bnot-json'))).toBeNull();
    expect(readPageSession(cookie('%E0%A4%A'))).toBeNull();
    const valid = { accessToken: 't', timeZone: 'Europe/Paris' };
    expect(
      readPageSession(cookie(pageSessionCookieValue({ ...valid, accessToken: '' }))),
    ).toBeNull();
    expect(
      readPageSession(cookie(pageSessionCookieValue({ ...valid, accessToken: 'x'.repeat(4097) }))),
    ).toBeNull();
    expect(
      readPageSession(cookie(pageSessionCookieValue({ ...valid, timeZone: 'Mars/Olympus' }))),
    ).toBeNull();
    expect(readPageSession(cookie(encodeURIComponent('["t","Europe/Paris"]')))).toBeNull();
  });
});
