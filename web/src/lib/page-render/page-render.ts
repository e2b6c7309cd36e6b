import { createContext, useContext } from 'react';

/**
 * Whether the tree is rendered on the server for a page's HTML (the build's prerender and the
 * gateway's page worker, web/src/app/prerender-entry.tsx) rather than in the browser. A screen
 * whose first screenful the browser fetches only once the app runs (the place page's first photos)
 * asks for it in the page's render instead, and the app starts from what the page shows.
 */
const PageRenderContext = createContext(false);

export const PageRenderProvider = PageRenderContext.Provider;

export function useIsPageRender(): boolean {
  return useContext(PageRenderContext);
}
