import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_VIEW_CHARACTERS,
  FIRST_VIEW_FONT_NAME,
  fontSubsetPlugin,
  unicodeRangeOf,
  unicodeRangeWithout,
} from './font-subset';

const interStylesheet = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/wght.css',
);

describe('unicode ranges', () => {
  it('writes characters as runs of code points', () => {
    expect(unicodeRangeOf('cabé–')).toBe('U+0061-0063,U+00E9,U+2013');
  });

  it('takes characters out of a range, splitting its runs', () => {
    expect(unicodeRangeWithout('U+0000-00FF,U+0131,U+2000-206F', FIRST_VIEW_CHARACTERS)).toBe(
      'U+0000-001F,U+007F-009F,U+0131,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F',
    );
  });
});

describe('fontSubsetPlugin', () => {
  let root: string;
  let transformed: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'font-subset-'));
    const plugin = fontSubsetPlugin() as Plugin & {
      configResolved: (config: Pick<ResolvedConfig, 'root' | 'cacheDir'>) => void;
      transform: (code: string, id: string) => Promise<{ code: string } | null>;
    };
    plugin.configResolved({ root, cacheDir: join(root, '.vite-cache') });
    const result = await plugin.transform(readFileSync(interStylesheet, 'utf8'), interStylesheet);
    transformed = result?.code ?? '';
    expect(await plugin.transform('a{}', '/web/src/app/global.css')).toBeNull();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("adds a face for the cut, and leaves Inter's Latin face the rest of the range", () => {
    const faces = transformed.split('@font-face').slice(1);
    const cut = faces.at(-1) ?? '';
    const latin = faces.find((face) => face.includes('inter-latin-wght-normal.woff2')) ?? '';
    expect(cut).toContain(`/.vite-cache/fonts/`);
    expect(cut).toContain(`${FIRST_VIEW_FONT_NAME}) format('woff2-variations')`);
    expect(cut).toContain(`unicode-range: ${unicodeRangeOf(FIRST_VIEW_CHARACTERS)};`);
    expect(cut).toContain('font-weight: 100 900;');
    // No character in both: the browser loads only the cut for the first view's text.
    expect(latin).toContain('unicode-range: U+0000-001F,U+007F-009F,U+0131,');
    expect(latin).not.toContain('U+0000-00FF');
  });

  it('writes the cut, a WOFF2 file smaller than the whole Latin file', () => {
    const path = /url\(\/([^)]+)\)/.exec(transformed.split('@font-face').at(-1) ?? '')?.[1] ?? '';
    const cut = readFileSync(join(root, path));
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const whole = statSync(
      join(interStylesheet, '..', 'files', 'inter-latin-wght-normal.woff2'),
    ).size;
    expect(cut.length).toBeLessThan(whole * 0.85);
  });
});
