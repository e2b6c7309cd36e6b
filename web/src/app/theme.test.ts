import { DEFAULT_THEME, mergeMantineTheme, toRgba } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme, variantColorResolver } from './theme';

/** WCAG 2 contrast ratio of two opaque colours (hex or rgba()). */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const { r, g, b } = toRgba(color);
    const [red, green, blue] = [r, g, b].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const WHITE = '#ffffff';
// Mantine passes the primary colour when a control names none.
const filled = (color: string) => variantColorResolver({ color, theme: merged, variant: 'filled' });

describe('filled buttons keep WCAG AA contrast on hover (issue 18)', () => {
  it('both schemes fill with shade 9, so one hover colour serves light and dark', () => {
    expect(merged.primaryShade).toEqual({ light: 9, dark: 9 });
  });

  it.each([
    ['the primary colour (teal)', merged.primaryColor],
    ['red (Delete Trip)', 'red'],
    ['teal.9 (the Happening now badge)', 'teal.9'],
  ])('%s: white text on the hover is at least 4.5:1', (_name, color) => {
    const { hover, color: text } = filled(color);
    expect(text).toBe('var(--mantine-color-white)');
    expect(contrast(hover, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it("Mantine's own hover (shade 8) was the gap: white on teal 8 is under 4.5:1", () => {
    expect(contrast(merged.colors.teal[8] ?? '', WHITE)).toBeLessThan(4.5);
  });

  it('no colour with white text loses contrast on hover', () => {
    for (const name of Object.keys(merged.colors)) {
      const { hover, color: text } = filled(name);
      if (text !== 'var(--mantine-color-white)') continue;
      const rest = merged.colors[name]?.[9] ?? '';
      expect(contrast(hover, WHITE), name).toBeGreaterThan(contrast(rest, WHITE));
    }
  });

  it.each(['light', 'dark'] as const)(
    'the %s scheme: a plain button (the CSS variable) hovers at least 4.5:1 with white text',
    (scheme) => {
      const variables = Object.entries(cssVariablesResolver(merged)[scheme]);
      const valueOf = (name: string) => {
        const value = variables.find(([key]) => key === name)?.[1];
        // The theme sets it (else Mantine's shade 8 would apply).
        expect(value, name).toMatch(/^rgba\(/);
        return value ?? '';
      };
      for (const name of [
        '--mantine-primary-color-filled-hover',
        '--mantine-color-red-filled-hover',
      ]) {
        expect(contrast(valueOf(name), WHITE), name).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('other variants keep Mantine’s colours', () => {
    const light = variantColorResolver({ color: 'teal', theme: merged, variant: 'light' });
    expect(light.hover).toBe('var(--mantine-color-teal-light-hover)');
  });
});
