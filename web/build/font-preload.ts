import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The Inter weights whose Latin files the pages' text uses (400 body, 600 labels, 700 titles; 500
 * only on some pages, so it is not fetched where unused). web/src/app/fonts-loaded.ts waits for
 * the same weights before the app's first render.
 */
export const PRELOADED_FONT = /^assets\/inter-latin-(?:400|600|700)-normal-[\w-]+\.woff2$/;

/**
 * Preloads Inter's Latin files from the shell's head (issue 19): without it the browser finds them
 * only once the CSS is parsed and text laid out, after the app's first render, and the text
 * re-wraps in Inter's widths when they arrive (a layout shift). Preloaded, they load beside the
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
