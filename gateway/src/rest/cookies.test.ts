import { describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE } from '@contract/page-session';
import { SESSION_HINT_COOKIE } from '@contract/session-hint';
import { relaySetCookies, rewriteSetCookie, upstreamCookieHeader } from './transport';
import { codeForStatus } from './errors';

describe('relaySetCookies', () => {
  it('relays every Set-Cookie line of an upstream answer, each on its own', () => {
    const headers = new Headers();
    headers.append(
      'Set-Cookie',
      'refreshToken=abc; Domain=api.example.com; Path=/api/v1/user; HttpOnly; SameSite=Strict',
    );
    headers.append('Set-Cookie', 'theme=dark; Expires=Wed, 21 Oct 2099 07:28:00 GMT; Secure');
    const relayed: string[] = [];

    relaySetCookies(new Response(null, { headers }), (line) => relayed.push(line));

    expect(relayed).toEqual([
      'refreshToken=abc; Path=/; HttpOnly; SameSite=Strict',
      // The comma inside Expires must not split the cookie in two.
      'theme=dark; Path=/; Expires=Wed, 21 Oct 2099 07:28:00 GMT; Secure',
    ]);
  });

  it('relays nothing when the answer sets no cookie', () => {
    const relayed: string[] = [];
    relaySetCookies(new Response('{}'), (line) => relayed.push(line));
    expect(relayed).toEqual([]);
  });
});

describe('rewriteSetCookie', () => {
  it('drops Domain in any letter case and keeps the other attributes', () => {
    expect(rewriteSetCookie('a=1;domain=.example.com;Max-Age=0;HttpOnly')).toBe(
      'a=1; Path=/; Max-Age=0; HttpOnly',
    );
  });

  it('keeps a value that contains an equals sign', () => {
    expect(rewriteSetCookie('token=x.y=z; Path=/')).toBe('token=x.y=z; Path=/');
  });
});

describe('codeForStatus', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'BAD_USER_INPUT'],
    [415, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [429, 'BAD_USER_INPUT'],
    [500, 'UPSTREAM_ERROR'],
    [502, 'UPSTREAM_ERROR'],
    [302, 'UPSTREAM_ERROR'],
  ])('maps %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('upstreamCookieHeader', () => {
  it('forwards the browser’s cookies without the app’s own (the page session holds a token)', () => {
    expect(
      upstreamCookieHeader(
        `refreshToken=abc; ${SESSION_HINT_COOKIE}=1; ${PAGE_SESSION_COOKIE}=%7B%22accessToken%22%7D; theme=dark`,
      ),
    ).toBe('refreshToken=abc; theme=dark');
  });

  it('forwards no header when nothing is left, and none when there was none', () => {
    expect(
      upstreamCookieHeader(`${SESSION_HINT_COOKIE}=1; ${PAGE_SESSION_COOKIE}=x`),
    ).toBeUndefined();
    expect(upstreamCookieHeader(undefined)).toBeUndefined();
  });
});
