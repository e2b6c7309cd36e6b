import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme';

/** `import 'virtual:mantine-theme.css'` gives the stylesheet below. */
export const MANTINE_THEME_CSS_MODULE = 'virtual:mantine-theme.css';
// Without the usual \0: Vite's CSS plugins handle a module by its `.css` ending, and leave \0 ids.
const RESOLVED_ID = `/@wayfarer/${MANTINE_THEME_CSS_MODULE}`;

/**
 * What MantineProvider writes into the page for the app's theme: its CSS variables (the theme's
 * colours, fonts, spacing, both schemes) and its `hiddenFrom`/`visibleFrom` classes. Rendered with
 * Mantine's own provider, so the text is Mantine's for this theme.
 */
export function mantineThemeCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver }, null),
  );
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  if (styles.length === 0) throw new Error('MantineProvider rendered no styles');
  return styles.join('\n');
}

/**
 * The provider's styles as a stylesheet of the app's (issue 19), where MantineProvider renders them
 * as `<style>` elements inside the app's tree (web/src/app/providers.tsx turns that off). There, a
 * built page carried them in each of its renders (about 11 KB of a place's or Explore's HTML to
 * parse before the first paint), and the app's DOM brought them in anew as it took a page over. In
 * the stylesheet they load once, and are inlined like the rest of Mantine's CSS.
 */
export function mantineThemeCssPlugin(): Plugin {
  return {
    name: 'wayfarer-mantine-theme-css',
    resolveId: (id) => (id === MANTINE_THEME_CSS_MODULE ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? mantineThemeCss() : null),
  };
}
