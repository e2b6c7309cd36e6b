import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE, readPageSession } from '@contract/page-session';
import { unsignedAccessToken } from '@machines/session/unsigned-access-token';
import { createDocumentPageSessionCookie } from './page-session-cookie';

afterEach(() => createDocumentPageSessionCookie().clear());

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

function fakeDocument(protocol: string) {
  const written: string[] = [];
  const doc = {
    location: { protocol },
    set cookie(line: string) {
      written.push(line);
    },
  } as unknown as Document;
  return { doc, written };
}

describe('the page-session cookie (issue 19)', () => {
  it('carries the token and the browser’s time zone, read back as the gateway reads them', () => {
    const token = unsignedAccessToken('maya', Date.now() + 15 * 60_000);
    createDocumentPageSessionCookie().set(token);
    expect(readPageSession(document.cookie)).toEqual({
      accessToken: token,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    createDocumentPageSessionCookie().clear();
    expect(readPageSession(document.cookie)).toBeNull();
  });

  it('lasts until the refresh point, Strict, and Secure over HTTPS', () => {
    const { doc, written } = fakeDocument('https:');
    // 15 min of life, the refresh a minute before expiry: 14 min.
    createDocumentPageSessionCookie(doc, () => NOW).set(unsignedAccessToken('maya', NOW + 900_000));
    expect(written[0]).toMatch(
      new RegExp(`^${PAGE_SESSION_COOKIE}=[^;]+; Path=/; SameSite=Strict; Max-Age=840; Secure$`),
    );
  });

  it('is removed rather than written for a token at or past its refresh point, or unreadable', () => {
    const { doc, written } = fakeDocument('http:');
    const cookie = createDocumentPageSessionCookie(doc, () => NOW);
    cookie.set(unsignedAccessToken('maya', NOW + 30_000));
    cookie.set('not-a-jwt');
    expect(written).toEqual([
      `${PAGE_SESSION_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`,
      `${PAGE_SESSION_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`,
    ]);
  });
});
