import type { HttpHandler } from 'msw';

/** Distinct `METHOD origin+path` keys remembered; ids in paths make the set open-ended, so it is capped. */
export const HANDLER_INDEX_CAPACITY = 1000;

/**
 * The handlers that can answer a request, in their order: those whose method and path match it.
 * msw's getResponse tries every handler it is given, and each try parses the URL, compiles the
 * handler's path pattern and parses the request's cookies. Over the whole set (51 handlers) that
 * was a third of the mock API's CPU per request; a handler that does not match answers nothing, so
 * leaving it out changes no answer.
 *
 * Whether a handler matches is msw's own `test`. For a handler with a path it depends only on the
 * method and on the URL without its query (msw's "clean URL"), so the choice is remembered per pair.
 * A handler whose predicate is a function can look at anything in the request: it is always kept.
 */
export function createHandlerIndex(handlers: readonly HttpHandler[]) {
  const chosen = new Map<string, HttpHandler[]>();

  return async function handlersFor(request: Request): Promise<HttpHandler[]> {
    const url = new URL(request.url);
    const key = `${request.method} ${url.origin}${url.pathname}`;
    const known = chosen.get(key);
    if (known !== undefined) return known;
    const matching = await Promise.all(
      handlers.map(
        async (handler) => typeof handler.info.path === 'function' || handler.test({ request }),
      ),
    );
    const found = handlers.filter((_handler, index) => matching[index]);
    if (chosen.size >= HANDLER_INDEX_CAPACITY) chosen.clear();
    chosen.set(key, found);
    return found;
  };
}
