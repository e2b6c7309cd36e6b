import {
  Container,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';

/** Cap of the content column (STYLE.md "Look and feel": about 1200 px). */
export const CONTENT_MAX_WIDTH_PX = 1200;

const fontStack =
  '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The shade of every filled colour (Mantine's `--mantine-color-<c>-filled`), the same in both schemes. */
const FILLED_SHADE = 9;

/**
 * Filled controls darken on hover instead of lightening (issue 18): Mantine hovers shade 9 with
 * shade 8, where white text on teal is 3.9:1, under WCAG AA. Shade 9 darkened by 10 % gives 5.9:1
 * (teal) and 6.4:1 (red). Only colours with white text change (a light colour's dark text would lose
 * contrast on a darker hover); both schemes fill with shade 9, so one value serves both. Written
 * twice over one function: `variantColorResolver` for controls that name a colour or variant, the
 * CSS variables (`cssVariablesResolver`) for those that name neither (a plain `<Button>`).
 */
function filledHover(mantineTheme: MantineTheme, color: string): string | null {
  const parsed = parseThemeColor({ color, theme: mantineTheme });
  if (!parsed.isThemeColor || parsed.isLight) return null;
  const shade = mantineTheme.colors[parsed.color]?.[parsed.shade ?? FILLED_SHADE];
  return shade === undefined ? null : darken(shade, 0.1);
}

export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const hover =
    input.variant === 'filled'
      ? filledHover(input.theme, input.color ?? input.theme.primaryColor)
      : null;
  return hover === null ? colors : { ...colors, hover };
};

/** `--mantine-color-<c>-filled-hover` and the primary colour's, as `filledHover` gives them. */
function filledHoverVariables(mantineTheme: MantineTheme): Record<string, string> {
  const entries: [string, string][] = Object.keys(mantineTheme.colors).flatMap((color) => {
    const hover = filledHover(mantineTheme, color);
    return hover === null ? [] : [[`--mantine-color-${color}-filled-hover`, hover]];
  });
  const primary = filledHover(mantineTheme, mantineTheme.primaryColor);
  if (primary !== null) entries.push(['--mantine-primary-color-filled-hover', primary]);
  return Object.fromEntries(entries);
}

/**
 * The one Mantine theme: a single primary colour, one radius, Mantine's spacing scale and the
 * self-hosted Inter font. Components read colours through CSS variables, so light and dark both work.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  // Shades chosen for WCAG AA text contrast (axe runs in both schemes in the browser tests): white
  // on teal 9 is 5.0:1. Mantine's autoContrast judges the primary colour by its light shade, so a
  // lighter dark shade got white labels at 2.5:1; one shade in both schemes keeps labels white.
  primaryShade: { light: FILLED_SHADE, dark: FILLED_SHADE },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  cursorType: 'pointer',
  variantColorResolver,
  // Users who ask their system for less motion get dialogs, menus and toasts without transitions.
  respectReducedMotion: true,
  components: {
    Container: Container.extend({
      defaultProps: { size: CONTENT_MAX_WIDTH_PX },
    }),
  },
});

/**
 * Mantine's default "dimmed" is too faint for body text: gray 6 is 3.3:1 on white, and dark 2 is
 * 2.9:1 on a dark card (dark 5). dark 1 is 5.6:1 on dark 5 and 7.8:1 on the dark body.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    ...filledHoverVariables(mantineTheme),
    '--mantine-color-dimmed': mantineTheme.colors.gray[7] ?? '#495057',
    // Light badges and buttons (place-type badges): teal 9 text on teal 1 is 4.4:1; on teal 0, 4.7:1.
    '--mantine-color-teal-light': mantineTheme.colors.teal[0] ?? '#e6fcf5',
  },
  dark: {
    ...filledHoverVariables(mantineTheme),
    '--mantine-color-dimmed': mantineTheme.colors.dark[1] ?? '#b8b8b8',
  },
});
