import { describe, expect, it } from 'vitest';
import { browserNameOf, isMobileAgent, sessionMinutes } from './client-details';

const agents = {
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:141.0) Gecko/20100101 Firefox/141.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
};

describe('feedback client details (spec 000 §3, 25.14)', () => {
  it.each([
    [agents.chrome, 'Chrome'],
    [agents.headless, 'Chrome'],
    [agents.edge, 'Edge'],
    [agents.firefox, 'Firefox'],
    [agents.iphone, 'Safari'],
    ['curl/8.0', 'Other'],
  ])('names the browser of %s as %s', (agent, name) => {
    expect(browserNameOf(agent)).toBe(name);
  });

  it('tells phones from desktops by the user agent', () => {
    expect(isMobileAgent(agents.iphone)).toBe(true);
    expect(isMobileAgent(agents.chrome)).toBe(false);
  });

  it('counts whole minutes since the app opened, rounded down', () => {
    const openedAt = Date.UTC(2026, 5, 1, 9, 0, 0);
    expect(sessionMinutes(openedAt, openedAt + 59_999)).toBe(0);
    expect(sessionMinutes(openedAt, openedAt + 60_000)).toBe(1);
    expect(sessionMinutes(openedAt, openedAt + 7 * 60_000 + 59_000)).toBe(7);
  });
});
