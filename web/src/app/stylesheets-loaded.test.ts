import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledByNow } from '@web-test/fake-clock';
import {
  APPLIED_AT_TAKEOVER,
  applyStylesheetsAtTakeover,
  stylesheetsLoaded,
} from './stylesheets-loaded';

/** A `<link rel="stylesheet">` in the head; `loaded` gives it a sheet, as a finished load does. */
function addStylesheet(href: string, { loaded = false } = {}) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  if (loaded) Object.defineProperty(link, 'sheet', { value: {} });
  document.head.append(link);
  return link;
}

describe('stylesheetsLoaded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('resolves at once when the page has no stylesheet still loading', async () => {
    expect(await settledByNow(stylesheetsLoaded())).toBe(true);
    addStylesheet('/assets/vendor.css', { loaded: true });
    expect(await settledByNow(stylesheetsLoaded())).toBe(true);
  });

  it('waits until every stylesheet still loading has loaded or failed', async () => {
    addStylesheet('/assets/ready.css', { loaded: true });
    const vendor = addStylesheet('/assets/vendor.css');
    const app = addStylesheet('/assets/index.css');
    const ready = stylesheetsLoaded();
    expect(await settledByNow(ready)).toBe(false);
    vendor.dispatchEvent(new Event('load'));
    expect(await settledByNow(ready)).toBe(false);
    app.dispatchEvent(new Event('error'));
    expect(await settledByNow(ready)).toBe(true);
  });

  it('gives up after ten seconds (a stylesheet that failed before the wait sends no event)', async () => {
    addStylesheet('/assets/vendor.css');
    const ready = stylesheetsLoaded();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await settledByNow(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledByNow(ready)).toBe(true);
  });
});

describe('applyStylesheetsAtTakeover', () => {
  afterEach(() => {
    document.head.querySelectorAll('link, style').forEach((element) => element.remove());
  });

  /**
   * The head as the head script leaves a built page (web/build/page-html.ts): the stylesheets,
   * loaded for print until the app takes over, then the page's inline CSS.
   */
  function builtPageHead() {
    const links = ['/assets/vendor.css', '/assets/index.css'].map((href) => {
      const link = addStylesheet(href, { loaded: true });
      link.media = 'print';
      link.setAttribute(APPLIED_AT_TAKEOVER, '');
      return link;
    });
    const inline = document.createElement('style');
    inline.setAttribute('data-critical', '');
    inline.textContent = '.m_87cf2631{padding:0}';
    document.head.append(inline);
    return { links, inline };
  }

  const headOrder = () =>
    [...document.head.querySelectorAll('link, style')].map((element) =>
      element instanceof HTMLLinkElement ? element.getAttribute('href') : 'inline',
    );

  it('applies the stylesheets loaded for print to the screen', () => {
    const { links } = builtPageHead();
    applyStylesheetsAtTakeover();
    for (const link of links) {
      expect(link.media).toBe('all');
      expect(link.hasAttribute(APPLIED_AT_TAKEOVER)).toBe(false);
    }
  });

  it('puts the inline CSS ahead of every stylesheet, so that none of their rules loses to it', () => {
    builtPageHead();
    applyStylesheetsAtTakeover();
    expect(headOrder()).toEqual(['inline', '/assets/vendor.css', '/assets/index.css']);
  });

  it('keeps the inline CSS and its rules (the page stays styled if a stylesheet failed)', () => {
    const { inline } = builtPageHead();
    applyStylesheetsAtTakeover();
    expect(document.head.querySelector('style[data-critical]')).toBe(inline);
    expect(inline.textContent).toBe('.m_87cf2631{padding:0}');
    applyStylesheetsAtTakeover();
    expect(headOrder()).toEqual(['inline', '/assets/vendor.css', '/assets/index.css']);
  });

  it('leaves a page without inline CSS or deferred stylesheets (a development build) as it is', () => {
    const link = addStylesheet('/assets/vendor.css', { loaded: true });
    link.media = 'screen';
    applyStylesheetsAtTakeover();
    expect(headOrder()).toEqual(['/assets/vendor.css']);
    expect(link.media).toBe('screen');
  });
});
