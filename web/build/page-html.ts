import { MOBILE_BREAKPOINT_PX } from '../src/components/layout/constants';
import { pageDataScript } from '../src/app/page-data';
import { APPLIED_AT_TAKEOVER } from '../src/app/stylesheets-loaded';
import type { PageData } from '../src/app/page-data';
import { criticalCss } from './critical-css';
import { INLINE_HEAD_SCRIPT_OPENING } from './head-script';

// How a page's HTML is made from the shell and the app's renders of it: at build for the public
// routes (web/build/prerender.ts), and per request for those the gateway renders with their data
// (web/build/page-worker.ts).

/**
 * A visitor with a stored session (web/head-script.js marks <html>) never sees the guest page: the app
 * renders theirs in its place (main.tsx). Until it has, the shell's frame (its top bar, web/index.html)
 * shows in the page's place. Nor does anyone see the guest page before Inter is in (or the head
 * script's wait for it is over): painted in the fallback font, the text re-wrapped when Inter came
 * (the landing's title moved 44 px on a phone).
 */
const hiddenWhile = (readerMark: string) =>
  `html[${readerMark}] #root[data-prerendered],html[${readerMark}] #prerendered-mobile{display:none}` +
  `html[${readerMark}]:not([data-own-layout]) #root[data-prerendered]+#app-frame{display:block}` +
  `html[data-awaiting-font] #root[data-prerendered],html[data-awaiting-font] #prerendered-mobile{visibility:hidden}`;

/**
 * A page rendered for a signed-in user (web/build/page-worker.ts) is hidden the same way from
 * anyone else: the head script marks <html> when the browser's stored session is not that user's.
 */
const GUEST_PAGE_HIDDEN_WHILE = hiddenWhile('data-session-hint');
const USER_PAGE_HIDDEN_WHILE = hiddenWhile('data-not-for-reader');

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

/** The shell's `<link rel="stylesheet">` tags, which the prerendered pages load after their first paint. */
/** Beside the page worker: the shell as the client build wrote it, and every stylesheet of the build. */
export const WORKER_SHELL_FILE = 'shell.html';
export const WORKER_CSS_FILE = 'pages.css';

export const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/** The shell's app entry and the scripts it preloads. */
const APP_SCRIPT_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

export interface PrerenderedPage {
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
 * load for print only until the app takes over (APPLIED_AT_TAKEOVER): the page's inline CSS styles
 * it meanwhile, and their arrival restyles nothing.
 */
function paintingFirst(shell: string, inlineCss: string, templateAttributes = ''): string {
  if (!shell.includes(INLINE_HEAD_SCRIPT_OPENING)) {
    throw new Error('prerender: the shell has no inline head script to start the app');
  }
  const afterFirstPaint = [
    ...[...shell.matchAll(STYLESHEET_LINK)].map((match) =>
      match[0].replace(
        '<link rel="stylesheet"',
        `<link rel="stylesheet" media="print" ${APPLIED_AT_TAKEOVER}`,
      ),
    ),
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

/** An attribute's value, quoted for HTML. */
const attributeValue = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page: the shell painting first, the renders in #root (and #prerendered-mobile), and inline
 * only the rules their classes can match, out of `css` (every stylesheet of the build). With
 * `data`, the page carries what the app's first render needs to show the same (app/page-data.ts);
 * with `data.forUser`, it is shown only to that user (the head script reads the template's
 * `data-for-user`).
 */
export function pageHtml(
  shell: string,
  { path, desktop, mobile }: PrerenderedPage,
  css: string,
  data?: PageData,
): string {
  const inlineCss = criticalCss(css, desktop + (mobile ?? ''));
  // Inter's file is preloaded by the shell's head already (web/build/font-preload.ts).
  const forUser = data?.forUser;
  const pageCss =
    inlineCss +
    (forUser === undefined ? GUEST_PAGE_HIDDEN_WHILE : USER_PAGE_HIDDEN_WHILE) +
    (mobile === null ? '' : LAYOUT_BY_WIDTH);
  // Inert until the app takes over: nothing can be typed that the swap would lose, and no form can
  // be submitted natively (a GET carrying the password in its URL) before the app's handlers exist.
  const mobileCopy = mobile === null ? '' : `<div id="prerendered-mobile" inert>${mobile}</div>`;
  const templateAttributes =
    forUser === undefined ? '' : ` data-for-user="${attributeValue(forUser)}"`;
  // At the end of the body: #root's next element must stay the shell's frame, which the shell's
  // CSS hides after a #root with content. The app's module runs once the document is parsed.
  const dataScript = data === undefined ? '' : pageDataScript(data);
  return paintingFirst(shell, pageCss, templateAttributes)
    .replace(
      '<div id="root"></div>',
      () => `${mobileCopy}<div id="root" data-prerendered="${path}" inert>${desktop}</div>`,
    )
    .replace('</body>', () => `${dataScript}</body>`);
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
