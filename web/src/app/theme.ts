import { Container, createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Cap of the content column (STYLE.md "Look and feel": about 1200 px). */
export const CONTENT_MAX_WIDTH_PX = 1200;

const fontStack =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The one Mantine theme: a single primary colour, one radius, Mantine's spacing scale and the
 * self-hosted Inter font. Components read colours through CSS variables, so light and dark both work.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  // Shades chosen for WCAG AA text contrast (axe runs in the browser tests): teal 9 on white is
  // 4.9:1; autoContrast puts dark text on light filled buttons in the dark scheme.
  primaryShade: { light: 9, dark: 5 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  cursorType: 'pointer',
  // Users who ask their system for less motion get dialogs, menus and toasts without transitions.
  respectReducedMotion: true,
  components: {
    Container: Container.extend({
      defaultProps: { size: CONTENT_MAX_WIDTH_PX },
    }),
  },
});

/** Mantine's default light "dimmed" (gray 6) is 3.3:1 on white: too faint for body text. */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7] ?? '#495057',
    // Light badges and buttons (place-type badges): teal 9 text on teal 1 is 4.4:1; on teal 0, 4.7:1.
    '--mantine-color-teal-light': mantineTheme.colors.teal[0] ?? '#e6fcf5',
  },
  dark: {},
});
