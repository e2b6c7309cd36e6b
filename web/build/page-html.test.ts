// @vitest-environment jsdom
// The pages are parsed by the environment's DOMParser: jsdom, loaded by Vitest before the file's
// imports rather than by an import of its own beside them (Node's require(esm) race crashed a
// worker once as jsdom loaded, "IsGraphAsync must be used on an instantiated module").
import { describe, expect, it, vi } from 'vitest';
import headScript from '../head-script.js?raw';
import { INLINE_HEAD_SCRIPT_OPENING } from './head-script';
import { pageHtml, shellHtml } from './page-html';
import { takePageData } from '../src/app/page-data';
import { APPLIED_AT_TAKEOVER, applyStylesheetsAtTakeover } from '../src/app/stylesheets-loaded';
import type { PageData } from '../src/app/page-data';

/** A shell as the client build writes it: blocking stylesheets, the entry and its preloads. */
const SHELL = `<!doctype html><html><head>
    <link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin>
    ${INLINE_HEAD_SCRIPT_OPENING}/* head script */</script>
    <style data-app-frame>.app-frame-bar{height:56px}</style>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-3.css">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>
  <body><div id="root"></div><div id="app-frame"><div class="app-frame-bar">Wayfarer</div></div></body></html>`;

const SHELL_CSS = [
  ':root{--mantine-color-body:#fff}',
  'body{margin:0;background:var(--mantine-color-body)}',
  '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)}',
  '.m_button{padding:0 18px}',
  '@media (min-width:768px){.m_card{padding:24px}}',
].join('\n');

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The markup of `html` outside its templates: what the parser loads and applies itself. */
const outsideTemplates = (html: string) => html.replace(/<template[^>]*>.*?<\/template>/gs, '');

describe('shellHtml', () => {
  const html = shellHtml(SHELL, SHELL_CSS);

  it('leaves nothing for the parser to fetch before the first paint but the preloaded font', () => {
    const parsed = outsideTemplates(html);
    expect(parsed).not.toMatch(/rel="stylesheet"|rel="modulepreload"|<script type="module"/);
    expect(parsed).toContain('rel="preload" href="/assets/inter.woff2"');
  });

  it('hands the stylesheets and scripts, in the shell order, to the head script after the first paint', () => {
    const template = /<template id="after-first-paint" data-shell>(.*?)<\/template>/s.exec(html);
    expect(template?.index).toBeLessThan(html.indexOf(INLINE_HEAD_SCRIPT_OPENING));
    expect(
      [...(template?.[1] ?? '').matchAll(/(?:href|src)="([^"]+)"/g)].map(([, url]) => url),
    ).toEqual([
      '/assets/vendor-3.css',
      '/assets/index-4.css',
      '/assets/index-1.js',
      '/assets/vendor-2.js',
    ]);
  });

  it('has the stylesheets load for print, applied by the app as it takes over', () => {
    const template = /<template id="after-first-paint" data-shell>(.*?)<\/template>/s.exec(html);
    const links = parse(template?.[1] ?? '').querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('media')).toBe('print');
      expect(link.hasAttribute(APPLIED_AT_TAKEOVER)).toBe(true);
    }
  });

  it('inlines the rules the frame needs, and none of the components it does not show', () => {
    const inline = /<style data-critical>(.*?)<\/style>\s*<\/head>/s.exec(html)?.[1] ?? '';
    expect(inline).toContain(':root{--mantine-color-body:#fff}');
    expect(inline).toContain('body{margin:0;background:var(--mantine-color-body)}');
    expect(inline).toContain('@font-face{font-family:Inter Variable');
    expect(inline).not.toMatch(/m_button|m_card/);
  });
});

describe('pageHtml', () => {
  const page = { path: '/explore', desktop: '<h1 class="m_card">Desktop</h1>', mobile: null };
  const data: PageData = {
    cache: { ROOT_QUERY: { __typename: 'Query', note: 'ends </script><script>alert(1)</script>' } },
    fetchedAt: [['ExploreHighlights:{}', 1_700_000_000_000]],
  };

  it('puts the render in #root, inert, with the rules its classes use inline', () => {
    const html = pageHtml(SHELL, page, SHELL_CSS);
    expect(html).toContain(
      '<div id="root" data-prerendered="/explore" inert><h1 class="m_card">Desktop</h1></div>',
    );
    const inline = /<style data-critical>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(inline).toContain('.m_card{padding:24px}');
    expect(inline).not.toContain('m_button');
    expect(html).not.toContain('id="page-data"');
  });

  it('carries the data at the end of the body, where the app reads it back whole, and no text in it can end the element', () => {
    const html = pageHtml(SHELL, page, SHELL_CSS, data);
    expect(html).toMatch(/<script type="application\/json" id="page-data">[^<]*<\/script><\/body>/);
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    expect(block).not.toContain('<');
    const document = parse(html);
    expect(takePageData(document)).toEqual(data);
    // Read once: the element is gone.
    expect(document.getElementById('page-data')).toBeNull();
    expect(takePageData(document)).toBeNull();
  });

  it('leaves the frame right after #root, where the shell’s CSS hides it once #root has content', () => {
    const document = parse(pageHtml(SHELL, page, SHELL_CSS, data));
    expect(document.getElementById('root')?.nextElementSibling?.id).toBe('app-frame');
  });

  it('names the user a signed-in page is for, hides it from anyone else, and hands the id on', () => {
    const forMaya = { ...data, forUser: 'maya-1"<' };
    const html = pageHtml(SHELL, { ...page, path: '/trips' }, SHELL_CSS, forMaya);
    const document = parse(html);
    expect(document.getElementById('after-first-paint')?.getAttribute('data-for-user')).toBe(
      'maya-1"<',
    );
    const inline = document.querySelector('style[data-critical]')?.textContent ?? '';
    // Hidden while the head script says the reader is someone else, not while they hold a session.
    expect(inline).toContain('html[data-not-for-reader] #root[data-prerendered]');
    expect(inline).not.toContain('html[data-session-hint] #root');
    expect(takePageData(document)).toEqual(forMaya);
  });

  it('hides a guest’s page from a browser holding a session, and names no user', () => {
    const html = pageHtml(SHELL, page, SHELL_CSS, data);
    expect(html).toContain('html[data-session-hint] #root[data-prerendered]');
    expect(html).not.toContain('data-for-user');
    expect(html).not.toContain('data-not-for-reader');
  });

  it('reads a data block that is not the data it expects as none', () => {
    for (const text of ['{"cache":', '{"cache":{}}', '[]']) {
      const document = parse(`<script type="application/json" id="page-data">${text}</script>`);
      expect(takePageData(document), text).toBeNull();
    }
  });

  it('keeps a render whose text looks like a replacement pattern as it is', () => {
    const html = pageHtml(SHELL, { ...page, desktop: '<p>costs $& or $1</p>' }, SHELL_CSS);
    expect(html).toContain('<p>costs $& or $1</p>');
  });

  it('has the head script add the stylesheets after the inline CSS, where the takeover leaves them', () => {
    vi.useFakeTimers();
    try {
      const built = parse(pageHtml(SHELL, page, SHELL_CSS, data));
      document.documentElement.replaceWith(document.importNode(built.documentElement, true));
      // Plain inline JavaScript, run as the page runs it; with no paint timing here, its timer
      // starts the app's part.
      new Function(headScript)();
      vi.advanceTimersByTime(1500);
      const inline = document.querySelector('style[data-critical]');
      const stylesheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
      expect(stylesheets).toHaveLength(2);
      for (const link of stylesheets) {
        expect(inline?.compareDocumentPosition(link)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      }
      // Nothing moves (a moved <style> is parsed again): the stylesheets only apply to the screen.
      const headBefore = [...document.head.children];
      applyStylesheetsAtTakeover();
      expect([...document.head.children]).toEqual(headBefore);
      expect(stylesheets.map((link) => link.getAttribute('media'))).toEqual(['all', 'all']);
    } finally {
      vi.useRealTimers();
    }
  });
});
