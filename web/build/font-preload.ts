import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Inter's variable Latin file cut to the first view's characters (web/build/font-subset.ts): every
 * weight the pages use (400 body, 500, 600 labels, 700 titles) in one file of 37 KiB, where the
 * four static weights took 95 KiB in four requests (issue 19). web/src/app/fonts-loaded.ts waits
 * for it before the app's first render.
 */
export const PRELOADED_FONT = /^assets\/inter-latin-first-view-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads Inter's Latin file from the shell's head (issue 19): without it the browser finds it
 * only once the CSS is parsed and text laid out, after the app's first render, and the text
 * re-wraps in Inter's widths when it arrives (a layout shift). Preloaded, it loads beside the
 * scripts; the prerendered pages get the same tags from the shell.
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'wayfarer-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const files = Object.keys(context.bundle ?? {}).filter((file) => PRELOADED_FONT.test(file));
        return files.sort().map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: true,
          },
          injectTo: 'head',
        }));
      },
    },
  };
}
