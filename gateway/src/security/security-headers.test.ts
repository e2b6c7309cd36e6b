import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  googleClientIdFromEnv,
  headersSetBy,
  inlineScriptSources,
} from './security-headers';

interface SentHeaders {
  csp: Map<string, string[]>;
  coop: string | null;
}

/** The headers helmet writes from the options, the CSP read back as directive → sources. */
async function headersFor(googleClientId: string | null): Promise<SentHeaders> {
  const app = express();
  app.use(helmet(buildSecurityHeaders({ googleClientId })));
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = app.listen(0);
  try {
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const header = response.headers.get('content-security-policy') ?? '';
    const csp = new Map(
      header.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    return { csp, coop: response.headers.get('cross-origin-opener-policy') };
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it.each([[null], [''], ['   ']])(
    'without a Google client id (%j): same origin only, nothing from Google',
    async (clientId) => {
      const { csp, coop } = await headersFor(clientId);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.has('frame-src')).toBe(false);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect([...csp.values()].flat().join(' ')).not.toContain('google');
      expect(coop).toBe('same-origin');
    },
  );

  it("with a Google client id: Google Identity Services' script, styles, frames and requests, and its window", async () => {
    const { csp, coop } = await headersFor('1234-abc.apps.googleusercontent.com');
    expect(csp.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(csp.get('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://accounts.google.com/gsi/style',
    ]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    // The window Google opens answers its opener (the token); other windows stay isolated.
    expect(coop).toBe('same-origin-allow-popups');
    // Everything else stays as strict as without Google.
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });
});

describe('the Google client id the gateway reads', () => {
  it.each([
    [{}, null],
    [{ GOOGLE_CLIENT_ID: '  ' }, null],
    [{ VITE_GOOGLE_CLIENT_ID: 'web-id' }, 'web-id'],
    [{ GOOGLE_CLIENT_ID: ' gw-id ', VITE_GOOGLE_CLIENT_ID: 'web-id' }, 'gw-id'],
    [{ GOOGLE_CLIENT_ID: '', VITE_GOOGLE_CLIENT_ID: 'web-id' }, 'web-id'],
  ])('%j → %j', (env, clientId) => {
    expect(googleClientIdFromEnv(env)).toBe(clientId);
  });
});

describe('headersSetBy', () => {
  it("records helmet's headers once, as the list the GraphQL path sets", () => {
    const headers = new Map(headersSetBy(helmet(buildSecurityHeaders({ googleClientId: null }))));
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.has('x-powered-by')).toBe(false);
  });

  it('keeps the last value of a header set twice and drops a removed one', () => {
    const headers = headersSetBy((_request, response, next) => {
      response.setHeader('X-Test', 'first');
      response.setHeader('X-Test', 'second');
      response.setHeader('X-Gone', 'soon');
      response.removeHeader('X-Gone');
      next();
    });
    expect(headers).toEqual([['x-test', 'second']]);
  });

  it('refuses a middleware that does not finish at once (its headers would depend on the request)', () => {
    expect(() => headersSetBy(() => undefined)).toThrow(/did not finish/);
    expect(() => headersSetBy((_request, _response, next) => next(new Error('broken')))).toThrow(
      'broken',
    );
  });
});

describe('inlineScriptSources', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("gives each inline script's hash once, and nothing for scripts loaded by src", () => {
    const headScript = "document.documentElement.setAttribute('data-x', '1');";
    const html = [
      `<head><script data-head-script>${headScript}</script>`,
      '<template><script type="module" crossorigin src="/assets/index.js"></script></template>',
      '<script src="/other.js"></script></head>',
      `<body><script>${headScript}</script><script>const ü = 1;</script></body>`,
    ].join('');
    expect(inlineScriptSources(html)).toEqual([sha256(headScript), sha256('const ü = 1;')]);
    expect(inlineScriptSources('<script src="/a.js"></script><p>no scripts</p>')).toEqual([]);
  });

  it('adds the sources to script-src only', () => {
    const policy = buildContentSecurityPolicy({ inlineScripts: ["'sha256-abc='"] });
    expect(policy.directives.scriptSrc).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.directives.defaultSrc).toEqual(["'self'"]);
  });
});
