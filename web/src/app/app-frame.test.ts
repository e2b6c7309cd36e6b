import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '@web/components/layout/constants';
import headScript from '../../head-script.js?raw';
import shell from '../../index.html?raw';
import { createAppRouter } from './router';
import { CONTENT_MAX_WIDTH_PX, theme } from './theme';

/**
 * The shell's frame (web/index.html) paints before the app starts, so it cannot read the theme the
 * app sets then: it writes the theme's values itself. These checks keep the two the same.
 */
const frameCss = /<style data-app-frame>([\s\S]*?)<\/style>/.exec(shell)?.[1] ?? '';
const squeezed = frameCss.replace(/\s+/g, ' ');

describe("the shell's frame", () => {
  it("writes the theme's font", () => {
    const declared = /font-family:([^;]+);/.exec(frameCss)?.[1] ?? '';
    const fonts = (stack: string) =>
      stack.split(',').map((font) => font.trim().replace(/^["']|["']$/g, ''));
    expect(fonts(declared)).toEqual(fonts(theme.fontFamily ?? ''));
  });

  it("colours the logo's mark as the app's links: the primary colour's shade, 4 in the dark", () => {
    const shade = typeof theme.primaryShade === 'object' ? theme.primaryShade.light : undefined;
    expect(squeezed).toContain(
      `.app-frame-logo svg { color: var(--mantine-color-${theme.primaryColor}-${shade}); }`,
    );
    expect(squeezed).toContain(
      `[data-mantine-color-scheme='dark'] .app-frame-logo svg { color: var(--mantine-color-${theme.primaryColor}-4); }`,
    );
  });

  it("keeps the layout's widths: the content's, and the phone's top bar below the breakpoint", () => {
    expect(squeezed).toContain(`max-width: ${CONTENT_MAX_WIDTH_PX}px;`);
    expect(squeezed).toContain(`@media (min-width: ${MOBILE_BREAKPOINT_PX}px) {`);
  });

  it('hides itself once the app has rendered into #root, or on a page with its own layout, and tells no one it is there', () => {
    expect(squeezed).toContain(
      '#root:not(:empty) + #app-frame, html[data-own-layout] #app-frame { display: none; }',
    );
    expect(shell).toMatch(
      /<div id="root"><\/div>\s*<!--[\s\S]*?-->\s*<div id="app-frame" aria-hidden="true">/,
    );
  });

  it("shows on the main layout's pages only: the head script marks the others (own layout)", () => {
    // The route tree's pages (leaves), with a sample of each path; only the tree is read.
    const router = createAppRouter({
      session: undefined as never,
      apolloClient: undefined as never,
    });
    const pages = Object.values(router.routesById).filter(
      (route) => route.children === undefined || Object.keys(route.children).length === 0,
    );
    expect(pages.length).toBeGreaterThan(10);
    const ownLayout = (path: string) => {
      window.history.replaceState(null, '', path);
      document.documentElement.removeAttribute('data-own-layout');
      // The head script is plain inline JavaScript (no module to import): run as the page runs it.
      new Function(headScript)();
      return document.documentElement.hasAttribute('data-own-layout');
    };
    for (const route of pages) {
      const path = route.fullPath.replace(/\$\w+/g, 'x');
      expect({ path, ownLayout: ownLayout(path) }).toEqual({
        path,
        ownLayout: !route.id.startsWith('/_main'),
      });
    }
    window.history.replaceState(null, '', '/');
  });
});
