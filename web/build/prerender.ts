import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import type { Plugin, ResolvedConfig } from 'vite';
import { MOBILE_BREAKPOINT_PX } from '../src/components/layout/constants';
import { criticalCss } from './critical-css';
import { INLINE_HEAD_SCRIPT_OPENING } from './head-script';

/**
 * The public routes prerendered at build (issue 19), by path, with the file the gateway serves for
 * each (`prerendered/<name>.html`, gateway/src/server.ts). A signed-in visitor gets the same file
 * but never sees its guest content (web/head-script.js, main.tsx).
 */
export const PRERENDERED_ROUTES: Readonly<Record<string, string>> = {
  '/': 'index',
  '/login': 'login',
  '/signup': 'signup',
  '/explore': 'explore',
};

const SSR_ENTRY = 'src/app/prerender-entry.tsx';
const SSR_OUT_DIR = 'dist-prerender';
const ROUTER_BROWSER_FLAG = fileURLToPath(
  new URL('../../node_modules/@tanstack/router-core/dist/esm/isServer/client.js', import.meta.url),
);

/**
 * A visitor with a stored session (web/head-script.js marks <html>) never sees the guest page: the app
 * renders theirs in its place (main.tsx). Until it has, the shell's frame (its top bar, web/index.html)
 * shows in the page's place. Nor does anyone see the guest page before Inter is in (or the head
 * script's wait for it is over): painted in the fallback font, the text re-wrapped when Inter came
 * (the landing's title moved 44 px on a phone).
 */
const HIDDEN_WHILE =
  `html[data-session-hint] #root[data-prerendered],html[data-session-hint] #prerendered-mobile{display:none}` +
  `html[data-session-hint]:not([data-own-layout]) #root[data-prerendered]+#app-frame{display:block}` +
  `html[data-awaiting-font] #root[data-prerendered],html[data-awaiting-font] #prerendered-mobile{visibility:hidden}`;

/**
 * Where a page's layout differs by width, its mobile render comes before #root as
 * #prerendered-mobile, and each shows at its own widths; main.tsx keeps the one that applies
 * (MOBILE_BREAKPOINT_PX). The mobile copy comes first so that #root is hidden on a phone from the
 * moment it is parsed (a rule naming a later sibling would apply only once that sibling is parsed,
 * and a phone parsing slowly painted the desktop copy first).
 */
const LAYOUT_BY_WIDTH =
  `@media (max-width:${MOBILE_BREAKPOINT_PX - 0.02}px){#prerendered-mobile+#root[data-prerendered]{display:none}}` +
  `@media (min-width:${MOBILE_BREAKPOINT_PX}px){#prerendered-mobile{display:none}}`;

/** The widths rendered: a desktop and a phone (the layout switches at MOBILE_BREAKPOINT_PX). */
const DESKTOP_WIDTH_PX = 1280;
const PHONE_WIDTH_PX = 390;

/** `matchMedia` for a viewport `width` px wide: min-width and max-width queries, as the app uses. */
function widthMatcher(width: number) {
  return (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const matches =
      (min === undefined || width >= Number(min)) && (max === undefined || width <= Number(max));
    return { matches, media: query, addEventListener() {}, removeEventListener() {} };
  };
}

/**
 * The browser globals the router's browser code paths read (its origin, scroll listeners), from an
 * empty jsdom page, while the pages render; removed afterwards. Its `matchMedia` answers for the
 * width set with `setWidth`, so the layout hook renders that width's layout.
 */
function withBrowserGlobals(): { setWidth: (width: number) => void; remove: () => void } {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://localhost/',
  });
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    self: window,
    history: window.history,
    location: window.location,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  return {
    setWidth: (width) => {
      Object.defineProperty(window, 'matchMedia', {
        value: widthMatcher(width),
        configurable: true,
      });
    },
    remove: () => {
      for (const name of Object.keys(globals)) Reflect.deleteProperty(globalThis, name);
      window.close();
    },
  };
}

type RenderRoute = (path: string) => Promise<string>;

/** The shell's `<link rel="stylesheet">` tags, which the prerendered pages load after their first paint. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/** The shell's app entry and the scripts it preloads. */
const APP_SCRIPT_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

interface PrerenderedPage {
  path: string;
  desktop: string;
  /** Null where the mobile render is the same as the desktop one. */
  mobile: string | null;
}

/**
 * The shell with its stylesheets and the app's scripts moved into `<template id="after-first-paint">`,
 * which the head script adds after the first paint (web/head-script.js), and `inlineCss` in the head:
 * the page paints from its inline CSS alone, its HTML not sharing a slow network with the stylesheets
 * and 250 KiB of scripts, nor its first paint the main thread with the app's start. The stylesheets
 * come first, ahead of the page's own style tags in the cascade, as in the shell.
 */
function paintingFirst(shell: string, inlineCss: string, templateAttributes = ''): string {
  if (!shell.includes(INLINE_HEAD_SCRIPT_OPENING)) {
    throw new Error('prerender: the shell has no inline head script to start the app');
  }
  const afterFirstPaint = [
    ...[...shell.matchAll(STYLESHEET_LINK)].map((match) => match[0]),
    ...[...shell.matchAll(APP_SCRIPT_TAGS)].map((match) => match[0]),
  ];
  return shell
    .replace(STYLESHEET_LINK, '')
    .replace(APP_SCRIPT_TAGS, '')
    .replace(
      INLINE_HEAD_SCRIPT_OPENING,
      () =>
        `<template id="after-first-paint"${templateAttributes}>${afterFirstPaint.join('')}</template>\n    ${INLINE_HEAD_SCRIPT_OPENING}`,
    )
    .replace('</head>', `  <style data-critical>${inlineCss}</style>\n  </head>`);
}

function pageHtml(
  shell: string,
  { path, desktop, mobile }: PrerenderedPage,
  inlineCss: string,
): string {
  // Inter's file is preloaded by the shell's head already (web/build/font-preload.ts).
  const css = inlineCss + HIDDEN_WHILE + (mobile === null ? '' : LAYOUT_BY_WIDTH);
  // Inert until the app takes over: nothing can be typed that the swap would lose, and no form can
  // be submitted natively (a GET carrying the password in its URL) before the app's handlers exist.
  const mobileCopy = mobile === null ? '' : `<div id="prerendered-mobile" inert>${mobile}</div>`;
  return paintingFirst(shell, css).replace(
    '<div id="root"></div>',
    `${mobileCopy}<div id="root" data-prerendered="${path}" inert>${desktop}</div>`,
  );
}

/**
 * The shell, as served for every page the build does not prerender (the signed-in pages, a place):
 * painting first as a prerendered page does, its frame (the top bar, web/index.html) drawn by the
 * rules its markup uses (Mantine's variables, the page's baseline, Inter's faces) inline. Lighthouse's
 * phone painted it only once 35 KiB of blocking stylesheets were in, and measured its first paint
 * behind the scripts that shared the network with them (issue 19). The app renders once the
 * stylesheets are in (main.tsx).
 */
export function shellHtml(shell: string, shellCss: string): string {
  return paintingFirst(shell, criticalCss(shellCss, shell), ' data-shell');
}

/**
 * Bundles web/src/app/prerender-entry.tsx for Node, renders each public route with it, and writes
 * `web/dist/prerendered/<name>.html`: the shell with the route's HTML in #root, the CSS the page
 * uses inline and the full stylesheets moved out of the head; then rewrites the shell itself
 * (shellHtml). Runs after the client build and before the precompression plugin, which then
 * compresses these pages too.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wayfarer-prerender',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const ssrOutDir = resolve(config.root, SSR_OUT_DIR);
        await build({
          configFile: config.configFile,
          logLevel: 'warn',
          build: {
            ssr: resolve(config.root, SSR_ENTRY),
            outDir: ssrOutDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { output: { codeSplitting: false } },
          },
          // The router's browser code paths (its isServer flag false), bundled, so the prerendered
          // tree is the one the SPA renders and hydrates; a server render differs in its Suspense
          // boundaries and adds an inline scroll script.
          resolve: {
            alias: [
              { find: /^@tanstack\/router-core\/isServer$/, replacement: ROUTER_BROWSER_FLAG },
            ],
          },
          ssr: { noExternal: [/^@tanstack\//] },
        });
        const browser = withBrowserGlobals();
        try {
          const entry = readdirSync(ssrOutDir).find((file) => /^prerender-entry\.m?js$/.test(file));
          if (entry === undefined) throw new Error(`prerender: no bundle in ${ssrOutDir}`);
          const { renderRoute } = (await import(pathToFileURL(join(ssrOutDir, entry)).href)) as {
            renderRoute: RenderRoute;
          };
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          const assets = readdirSync(join(outDir, 'assets'));
          // Every stylesheet of the build, the routes' included (their chunks bring them only with
          // the JavaScript); only the rules the page's classes can match are kept.
          // The shell's own first (Mantine's, then the app's), in the cascade order the app has.
          const shellCss = [...shell.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
          const routeCss = assets
            .filter((file) => file.endsWith('.css'))
            .map((file) => `/assets/${file}`)
            .filter((href) => !shellCss.includes(href));
          const readCss = (hrefs: string[]) =>
            hrefs.map((href) => readFileSync(join(outDir, href), 'utf8')).join('\n');
          const shellCssText = readCss(shellCss);
          const css = `${shellCssText}\n${readCss(routeCss)}`;
          mkdirSync(join(outDir, 'prerendered'), { recursive: true });
          for (const [path, name] of Object.entries(PRERENDERED_ROUTES)) {
            browser.setWidth(DESKTOP_WIDTH_PX);
            const desktop = await renderRoute(path);
            browser.setWidth(PHONE_WIDTH_PX);
            const mobile = await renderRoute(path);
            const page: PrerenderedPage = {
              path,
              desktop,
              mobile: mobile === desktop ? null : mobile,
            };
            const usedCss = criticalCss(css, desktop + mobile);
            writeFileSync(
              join(outDir, 'prerendered', `${name}.html`),
              pageHtml(shell, page, usedCss),
            );
          }
          // Last: the prerendered pages are made from the shell as the client build wrote it.
          writeFileSync(join(outDir, 'index.html'), shellHtml(shell, shellCssText));
        } finally {
          browser.remove();
          rmSync(ssrOutDir, { recursive: true, force: true });
        }
      },
    },
  };
}
