import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandlerIndex, HANDLER_INDEX_CAPACITY } from './handler-index';
import { createHandlers } from './handlers';
import { createMockDb } from './db/store';

const origin = 'http://localhost:4010';
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

let handlers: HttpHandler[];

beforeAll(async () => {
  handlers = createHandlers(await createMockDb({ dataFile: null }));
});

const hasCustomPredicate = (handler: HttpHandler) => typeof handler.info.path === 'function';

/**
 * The answer the index must give: what msw itself matches, handler by handler, plus the handlers
 * with a custom predicate (the fault handler), which are kept for every request.
 */
async function matchedByMsw(list: readonly HttpHandler[], request: Request) {
  const matching = await Promise.all(list.map((handler) => handler.test({ request })));
  return list.filter((handler, index) => hasCustomPredicate(handler) || matching[index]);
}

/** A concrete URL for each handler's path (`*` as the origin, `:param` as a value), plus strays. */
function samplePaths(): string[] {
  const fromHandlers = handlers.flatMap((handler) =>
    typeof handler.info.path === 'string'
      ? [handler.info.path.replace(/^\*/, '').replace(/:\w+/g, '64b0c0ffee').replace(/\*$/, 'x')]
      : [],
  );
  return [
    ...fromHandlers,
    '/api/v1',
    '/api/v1/no-such-route',
    '/api/v1/user/get-profile/extra',
    '/elsewhere',
    '/',
  ];
}

const headers = (handler: HttpHandler) => handler.info.header;

describe('handler index', () => {
  it('chooses, for every route and method, exactly the handlers msw would match, in order', async () => {
    const handlersFor = createHandlerIndex(handlers);
    let compared = 0;
    for (const path of samplePaths()) {
      for (const method of methods) {
        const request = new Request(`${origin}${path}?q=1`, { method });
        expect((await handlersFor(request)).map(headers), `${method} ${path}`).toEqual(
          (await matchedByMsw(handlers, request)).map(headers),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('leaves out the routes a request does not ask for', async () => {
    const handlersFor = createHandlerIndex(handlers);
    const chosen = await handlersFor(new Request(`${origin}/api/v1/user/get-profile`));
    // The fault/latency handler (a custom predicate), the route, and the /api/v1 catch-all 404.
    expect(chosen.map(headers)).toEqual([
      '/.+/ [custom predicate]',
      'GET */api/v1/user/get-profile',
      '/.+/ */api/v1/*',
    ]);
    expect((await handlersFor(new Request(`${origin}/elsewhere`))).map(headers)).toEqual([
      '/.+/ [custom predicate]',
    ]);
  });

  it('remembers a choice per method and path, whatever the query', async () => {
    const handlersFor = createHandlerIndex(handlers);
    const first = await handlersFor(new Request(`${origin}/api/v1/places/autocomplete?input=par`));
    const again = await handlersFor(new Request(`${origin}/api/v1/places/autocomplete?input=rom`));
    expect(again).toBe(first);
    const post = await handlersFor(
      new Request(`${origin}/api/v1/places/autocomplete`, { method: 'POST' }),
    );
    expect(post.map(headers)).not.toContain('GET */api/v1/places/autocomplete');
  });

  it('still chooses right once more paths than it remembers have been seen', async () => {
    const handlersFor = createHandlerIndex(handlers);
    for (let index = 0; index <= HANDLER_INDEX_CAPACITY; index += 1) {
      await handlersFor(new Request(`${origin}/api/v1/trip/cover-image/${index}`));
    }
    const request = new Request(`${origin}/api/v1/trip/cover-image/last`);
    expect((await handlersFor(request)).map(headers)).toEqual(
      (await matchedByMsw(handlers, request)).map(headers),
    );
  });

  it('keeps a handler whose predicate is a function, since only running it tells', async () => {
    const custom = http.get(
      ({ request }) => request.headers.has('x-special'),
      () => HttpResponse.text('special'),
    );
    const byPath = http.get(`*/plain`, () => HttpResponse.text('plain'));
    const handlersFor = createHandlerIndex([custom, byPath]);
    expect(await handlersFor(new Request(`${origin}/anything`))).toEqual([custom]);
    expect(await handlersFor(new Request(`${origin}/plain`))).toEqual([custom, byPath]);
  });
});
