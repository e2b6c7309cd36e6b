import { JSDOM } from 'jsdom';

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

export interface BrowserGlobals {
  /** The viewport width `matchMedia` answers for from now on. */
  setWidth: (width: number) => void;
  remove: () => void;
}

/**
 * The browser globals the router's browser code paths read (its origin, scroll listeners), from an
 * empty jsdom page, while pages render: at build for the whole prerender (web/build/prerender.ts),
 * for good in the gateway's page worker (web/build/page-worker.ts), a thread of its own. Its
 * `matchMedia` answers for the width set with `setWidth`, so the layout hook renders that width's
 * layout.
 */
export function installBrowserGlobals(): BrowserGlobals {
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

export interface WidthRenders {
  desktop: string;
  /** Null where the phone's render is the same as the desktop's. */
  mobile: string | null;
}

/**
 * A page's renders at the desktop's width and then the phone's, as the prerendered pages hold both
 * (page-html.ts). With `failed`, null (and no phone's render) when it says the first went wrong.
 */
export async function renderAtBothWidths(
  browser: BrowserGlobals,
  render: () => Promise<string>,
): Promise<WidthRenders>;
export async function renderAtBothWidths(
  browser: BrowserGlobals,
  render: () => Promise<string>,
  failed: () => boolean,
): Promise<WidthRenders | null>;
export async function renderAtBothWidths(
  browser: BrowserGlobals,
  render: () => Promise<string>,
  failed: () => boolean = () => false,
): Promise<WidthRenders | null> {
  browser.setWidth(DESKTOP_WIDTH_PX);
  const desktop = await render();
  if (failed()) return null;
  browser.setWidth(PHONE_WIDTH_PX);
  const mobile = await render();
  return { desktop, mobile: mobile === desktop ? null : mobile };
}
