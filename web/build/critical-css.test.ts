import { describe, expect, it } from 'vitest';
import { withoutFontFaces } from './critical-css';

describe('withoutFontFaces', () => {
  it('leaves out the font declarations and keeps every other rule as it was', () => {
    const css =
      '@font-face{font-family:Inter Variable;src:url(/assets/a.woff2)}body{margin:0}' +
      '@media (width>=48em){.card{padding:1rem}}@font-face{font-family:Inter Variable;src:url(/assets/b.woff2)}';
    expect(withoutFontFaces(css)).toBe('body{margin:0}@media (width>=48em){.card{padding:1rem}}');
  });
});
