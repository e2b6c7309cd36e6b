import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, wallClockIn } from './reader-clock';

describe('the reader’s wall clock (issue 19)', () => {
  // 2026-11-27 23:30:15.250 UTC: already the 28th in Kiritimati (UTC+14), the 27th in Honolulu.
  const instant = Date.UTC(2026, 10, 27, 23, 30, 15, 250);

  it('reads the reader’s date and hour in this process’s zone, whatever that is', () => {
    const kiritimati = wallClockIn('Pacific/Kiritimati', () => instant)();
    expect([kiritimati.getFullYear(), kiritimati.getMonth(), kiritimati.getDate()]).toEqual([
      2026, 10, 28,
    ]);
    expect([kiritimati.getHours(), kiritimati.getMinutes(), kiritimati.getSeconds()]).toEqual([
      13, 30, 15,
    ]);
    expect(kiritimati.getMilliseconds()).toBe(250);
    const honolulu = wallClockIn('Pacific/Honolulu', () => instant)();
    expect([honolulu.getDate(), honolulu.getHours()]).toEqual([27, 13]);
  });

  it('reads midnight as hour 0, not 24', () => {
    const midnight = wallClockIn('UTC', () => Date.UTC(2026, 0, 1, 0, 5))();
    expect([midnight.getDate(), midnight.getHours()]).toEqual([1, 0]);
  });
});

describe('browserTimeZone (issue 19)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks Temporal for the zone where the browser has it, without building an Intl format', () => {
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Kolkata' } });
    expect(browserTimeZone()).toBe('Asia/Kolkata');
    expect(formats).not.toHaveBeenCalled();
    formats.mockRestore();
  });

  it('asks Intl where there is no Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
