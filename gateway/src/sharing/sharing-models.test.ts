import { describe, expect, it } from 'vitest';
import { shareTokenOf } from '@contract/sharing';
import { appOriginOf } from './app-origin';
import {
  ownerDisplayName,
  sharedDayCount,
  shareTokenFromAnswer,
  shareUrlFor,
} from './sharing-models';

describe('ownerDisplayName (D2 §3)', () => {
  it.each([
    [{ firstName: 'Maya', lastName: 'Kulkarni', userName: 'maya' }, 'Maya Kulkarni'],
    [{ firstName: 'Maya', userName: 'maya' }, 'Maya'],
    [{ lastName: 'Kulkarni', userName: 'maya' }, 'Kulkarni'],
    [{ firstName: '  ', userName: 'maya' }, 'maya'],
    [{}, 'Unknown User'],
  ])('%j → %s', (owner, name) => {
    expect(ownerDisplayName(owner)).toBe(name);
  });
});

describe('sharedDayCount (D2 §9, RESOLUTIONS 6.14: the ceiling of the date difference)', () => {
  it.each([
    ['2030-04-01', '2030-04-01', 0],
    ['2030-04-01', '2030-04-02', 1],
    ['2030-04-01', '2030-04-08', 7],
    // Across a daylight-saving change the difference is still whole days (dates are read as UTC).
    ['2030-03-30', '2030-04-01', 2],
  ])('%s to %s: %i', (start, end, days) => {
    expect(sharedDayCount(start, end)).toBe(days);
  });

  it('is null without both dates', () => {
    expect(sharedDayCount(null, '2030-04-01')).toBeNull();
    expect(sharedDayCount('2030-04-01', undefined)).toBeNull();
  });
});

describe('the share URL', () => {
  it("takes the token from the answer, else from a URL's or path's last segment", () => {
    expect(shareTokenFromAnswer({ shareUrl: '/shared-trip/abc', shareToken: 'abc' })).toBe('abc');
    expect(shareTokenFromAnswer({ shareUrl: 'https://wayfarer.example/shared-trip/x_Y-1' })).toBe(
      'x_Y-1',
    );
    expect(shareTokenOf('https://wayfarer.example/shared-trip/t1?utm=x#top')).toBe('t1');
  });

  it("builds the web's page on the app origin: the Origin header, else the Host", () => {
    expect(shareUrlFor(appOriginOf({ origin: 'https://trips.example' }), 'tok')).toBe(
      'https://trips.example/shared-trip/tok',
    );
    expect(appOriginOf({ host: 'localhost:4000' })).toBe('http://localhost:4000');
    // Not an origin (a path, a script): ignored.
    expect(appOriginOf({ origin: 'null', host: 'localhost:4000' })).toBe('http://localhost:4000');
    expect(appOriginOf({ origin: 'javascript:alert(1)', host: 'h' })).toBe('http://h');
  });
});
