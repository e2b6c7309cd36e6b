import type { NormalizedCacheObject } from '@apollo/client';

/**
 * What a page the gateway rendered with data (web/build/page-worker.ts) carries for the app's
 * first render (issue 19): Apollo's cache as the render left it, and when each query was answered,
 * so the app shows the same cards at once and asks again only when the spec's freshness says so.
 */
export interface PageData {
  cache: NormalizedCacheObject;
  /** Query key (machines/src/query-freshness) → when its answer was fetched, ms since the epoch. */
  fetchedAt: [string, number][];
  /** The id of the user a signed-in page was rendered for; absent on a guest's page. */
  forUser?: string;
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The data as a JSON data block (never run, so the page's script policy does not concern it). `<`
 * is escaped so no text in the data can end the element.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * Whether the app may start from the page's data: a guest's page serves anyone; a signed-in page
 * only the user it was rendered for (the browser's stored session may be another's, or gone).
 */
export function isPageDataFor(data: PageData, readerId: string | null): boolean {
  return data.forUser === undefined || data.forUser === readerId;
}

/** The page's data, if the gateway rendered it with some; removed from the page once read. */
export function takePageData(document: Document): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element === null) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<PageData>;
    if (typeof data.cache !== 'object' || data.cache === null || !Array.isArray(data.fetchedAt)) {
      return null;
    }
    const page = { cache: data.cache, fetchedAt: data.fetchedAt };
    return typeof data.forUser === 'string' ? { ...page, forUser: data.forUser } : page;
  } catch {
    return null;
  }
}
