import { describe, expect, it } from 'vitest';
import { GUEST_WARM_UP_PATHS, SIGNED_IN_WARM_UP_PATHS, isRenderedWithData } from './page-worker';

describe('the pages the worker renders with their data (issue 19)', () => {
  it('renders Explore for a guest, and the home, the trips list and a trip for a reader', () => {
    expect(isRenderedWithData('/explore', false)).toBe(true);
    for (const path of ['/', '/trips', '/trips/66a1f0c2e4b0000200000003']) {
      expect(isRenderedWithData(path, true), path).toBe(true);
      expect(isRenderedWithData(path, false), path).toBe(false);
    }
    expect(isRenderedWithData('/explore', true)).toBe(false);
  });

  it("renders a place's page for a guest and for a reader", () => {
    for (const signedIn of [false, true]) {
      expect(isRenderedWithData('/place/ChIJLU7jZClu5kcR4PcOOO6p3I0', signedIn)).toBe(true);
    }
  });

  it('renders nothing with a query string, and no other page', () => {
    for (const url of [
      '/explore?place=Paris',
      '/trips?tab=checklist',
      '/?x=1',
      '/trips/a/b',
      '/profile',
      '/trips/',
      '/place/ChIJLU7jZClu5kcR4PcOOO6p3I0?action=save',
      '/place/places/ChIJLU7jZClu5kcR4PcOOO6p3I0',
      '/place/',
    ]) {
      expect(isRenderedWithData(url, true), url).toBe(false);
      expect(isRenderedWithData(url, false), url).toBe(false);
    }
  });

  it('warms up on one page of each kind it renders', () => {
    for (const path of SIGNED_IN_WARM_UP_PATHS) expect(isRenderedWithData(path, true)).toBe(true);
    for (const path of GUEST_WARM_UP_PATHS) expect(isRenderedWithData(path, false)).toBe(true);
  });
});
