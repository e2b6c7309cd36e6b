import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates and times are turned into text in one module, `machines/src/shared/date-format.ts`
 * (RESOLUTIONS "Date formats"; the issue found four formats and both 12- and 24-hour times). This
 * scans the app's sources so a second way cannot come back: no date-fns `format`, no
 * `toLocale…String`, no `Intl.DateTimeFormat`, no hand-joined time range outside that module.
 */
const root = join(import.meta.dirname, '..', '..');
const FORMAT_MODULE = 'machines/src/shared/date-format.ts';
/** The wire format of trip dates (`yyyy-MM-dd`, spec 000 §7): not text for a reader. */
const WIRE_FORMAT_MODULE = 'machines/src/trips/calendar-day.ts';
/**
 * The reader's time zone and wall clock (issue 19: a page rendered by the gateway shows the reader's
 * local date and hour): Intl's zone data, read as numbers, never as text for a reader.
 */
const TIME_ZONE_MODULE = 'web/src/lib/time/reader-clock.tsx';

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => relative(root, join(root, folder, name)))
    .filter((path) => !path.startsWith('web/src/gql/') && !path.includes('/scenarios/'));
}

const STRAY_DATE_FORMATTING: [string, RegExp][] = [
  [
    'date-fns format',
    /import\s*{[^}]*\b(format|formatDate|lightFormat|intlFormat)\b[^}]*}\s*from\s*'date-fns'/,
  ],
  ['toLocaleDateString / toLocaleTimeString', /\.toLocale(Date|Time)String\(/],
  ['toLocaleString on a date', /new Date\([^)]*\)\.toLocaleString\(/],
  ['Intl.DateTimeFormat', /Intl\.DateTimeFormat/],
  ['Intl.RelativeTimeFormat', /Intl\.RelativeTimeFormat/],
  ['a date pattern literal', /'(MMM|MMMM|EEE|EEEE)[ ,][^']*'|'[^']*(HH|hh):mm[^']*'/],
  [
    'a hand-joined time range',
    /\[[^\]]*(startTime|start)[^\]]*(endTime|end)[^\]]*\]\s*\.filter\(Boolean\)\s*\.join/,
  ],
];

const scanned = [...sourcesUnder('web/src'), ...sourcesUnder('machines/src')].filter(
  (path) => path !== FORMAT_MODULE,
);

describe(`dates and times are formatted only in ${FORMAT_MODULE}`, () => {
  it('scans the web app and the machines', () => {
    expect(scanned.length).toBeGreaterThan(100);
    expect(scanned).toContain('web/src/features/trips/components/itinerary-tab.tsx');
  });

  it.each(STRAY_DATE_FORMATTING)('no %s elsewhere', (_name, pattern) => {
    const offenders = scanned.filter((path) => {
      if (path === WIRE_FORMAT_MODULE && pattern === STRAY_DATE_FORMATTING[0]?.[1]) return false;
      if (path === TIME_ZONE_MODULE && pattern === STRAY_DATE_FORMATTING[3]?.[1]) return false;
      return pattern.test(readFileSync(join(root, path), 'utf8'));
    });
    expect(offenders).toEqual([]);
  });

  it('the module itself still holds what the scan looks for (the scan would catch a copy)', () => {
    const source = readFileSync(join(root, FORMAT_MODULE), 'utf8');
    expect(STRAY_DATE_FORMATTING[0]?.[1].test(source)).toBe(true);
    expect(STRAY_DATE_FORMATTING[5]?.[1].test(source)).toBe(true);
  });
});

describe('what the web app shows by the reader’s date or hour reads the reader’s clock (issue 19)', () => {
  it(`asks ${TIME_ZONE_MODULE} for "now", never new Date(), so the gateway renders it on the reader's wall clock`, () => {
    const offenders = sourcesUnder('web/src').filter(
      (path) =>
        path !== TIME_ZONE_MODULE && /new Date\(\)/.test(readFileSync(join(root, path), 'utf8')),
    );
    expect(offenders).toEqual([]);
    expect(readFileSync(join(root, TIME_ZONE_MODULE), 'utf8')).toMatch(/new Date\(\)/);
  });
});
