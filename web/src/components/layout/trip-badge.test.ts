import { describe, expect, it } from 'vitest';
import { formatDesktopTripBadge, formatMobileTripBadge } from './trip-badge';

describe('trip badges (spec 000 §2, §9; RESOLUTIONS 2.4)', () => {
  it('desktop shows the count up to 99 and "9+" above 99', () => {
    expect(formatDesktopTripBadge(0)).toBe('0');
    expect(formatDesktopTripBadge(9)).toBe('9');
    expect(formatDesktopTripBadge(10)).toBe('10');
    expect(formatDesktopTripBadge(99)).toBe('99');
    expect(formatDesktopTripBadge(100)).toBe('9+');
    expect(formatDesktopTripBadge(250)).toBe('9+');
  });

  it('mobile shows the count up to 9 and "9+" above 9', () => {
    expect(formatMobileTripBadge(1)).toBe('1');
    expect(formatMobileTripBadge(9)).toBe('9');
    expect(formatMobileTripBadge(10)).toBe('9+');
    expect(formatMobileTripBadge(99)).toBe('9+');
  });
});
