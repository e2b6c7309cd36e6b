import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE, hasSessionHint } from '@contract/session-hint';
import { createDocumentSessionHint } from './session-hint';

afterEach(() => createDocumentSessionHint().clear());

describe('the session-hint cookie (issue 19)', () => {
  it('is set for the whole site and read back by the gateway’s test of the header', () => {
    createDocumentSessionHint().set(true);
    expect(document.cookie).toContain(`${SESSION_HINT_COOKIE}=1`);
    expect(hasSessionHint(document.cookie)).toBe(true);
  });

  it('is removed when the session ends', () => {
    const hint = createDocumentSessionHint();
    hint.set(false);
    hint.clear();
    expect(hasSessionHint(document.cookie)).toBe(false);
  });

  it('lasts as long as a remembered session, and only the browser session for a tab-only one', () => {
    const written: string[] = [];
    const fakeDocument = {
      location: { protocol: 'https:' },
      set cookie(line: string) {
        written.push(line);
      },
    } as unknown as Document;
    const hint = createDocumentSessionHint(fakeDocument);
    hint.set(true);
    hint.set(false);
    hint.clear();
    expect(written[0]).toMatch(
      /^wayfarer_session=1; Path=\/; SameSite=Lax; Max-Age=2592000; Secure$/,
    );
    expect(written[1]).toBe('wayfarer_session=1; Path=/; SameSite=Lax; Secure');
    expect(written[2]).toBe('wayfarer_session=; Path=/; SameSite=Lax; Max-Age=0; Secure');
  });
});
