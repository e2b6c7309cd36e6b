import { createContext, useContext } from 'react';

/**
 * "Now" on the reader's wall clock, for what a page shows by local date or hour: the home's
 * greeting and trip sections (spec 000 §2), the trips list's order, a finished trip's memories.
 * In the browser it is the browser's clock. The gateway's page worker renders a signed-in page in
 * the reader's time zone, not its own (web/src/app/prerender-entry.tsx): it provides
 * `wallClockIn(zone)`, so the page it sends shows what the app will render over it.
 */
export type ReaderClock = () => Date;

const ReaderClockContext = createContext<ReaderClock>(() => new Date());

export const ReaderClockProvider = ReaderClockContext.Provider;

export function useReaderClock(): ReaderClock {
  return useContext(ReaderClockContext);
}

/**
 * A clock whose Dates read, in this process's own time zone, the wall-clock time of `timeZone`:
 * `getHours()`, `getDate()` and date-fns' local-date maths then answer for the reader. Only for
 * comparing with dates parsed as local (the trips' calendar dates), never as an instant.
 */
export function wallClockIn(timeZone: string, now: () => number = Date.now): ReaderClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return () => {
    const at = now();
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(format.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
    return new Date(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
      at % 1000,
    );
  };
}

/** Temporal's clock, where the browser has it (Chromium 144+, Firefox 139+); not in ES2023's types. */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The browser's IANA time zone, which the gateway renders a signed-in page in. Asked of Temporal
 * where there is one: Intl answers only by building a date format, which loads ICU's date and zone
 * data: 100–120 ms of the signed-in home's and trips list's start in a CPU profile at Lighthouse's
 * 4× slowdown, for one name. Temporal's clock has it at hand (issue 19).
 */
export function browserTimeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  return temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
