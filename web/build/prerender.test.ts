import { describe, expect, it } from 'vitest';
import { INLINE_HEAD_SCRIPT_OPENING } from './head-script';
import { shellHtml } from './prerender';

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

  it('inlines the rules the frame needs, and none of the components it does not show', () => {
    const inline = /<style data-critical>(.*?)<\/style>\s*<\/head>/s.exec(html)?.[1] ?? '';
    expect(inline).toContain(':root{--mantine-color-body:#fff}');
    expect(inline).toContain('body{margin:0;background:var(--mantine-color-body)}');
    expect(inline).toContain('@font-face{font-family:Inter Variable');
    expect(inline).not.toMatch(/m_button|m_card/);
  });
});
