import type { Server } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * `/live`: reporters (the dev app, `npm run scenario -- … --inspect`) send XState inspection
 * events as JSON; every inspector page connected with `?role=viewer` receives them. The relay
 * keeps the latest events so a page opened mid-session still sees the actors it missed.
 */

const KEPT_MESSAGES = 5000;

/** The fields of a message that name actors (the shape @statelyai/inspect sends). */
const ACTOR_ID_FIELDS = ['sessionId', 'rootId', 'parentId', 'sourceId'] as const;

/**
 * A reporter's message with its actors' ids made unique across reporters: XState numbers actors
 * per page (every load of the dev app, every replay counts from `x:0`), so two reporters, or one
 * page before and after a reload, would otherwise merge into one actor. Null: not a JSON object.
 */
export function tagReporterIds(text: string, reporter: number): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const message = data as Record<string, unknown>;
  for (const field of ACTOR_ID_FIELDS) {
    const id = message[field];
    if (typeof id === 'string') message[field] = `${reporter}/${id}`;
  }
  return JSON.stringify(message);
}

export interface LiveRelay {
  close: () => Promise<void>;
}

export function attachLiveRelay(server: Server): LiveRelay {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 2 * 1024 * 1024 });
  const viewers = new Set<WebSocket>();
  const kept: string[] = [];
  let reporters = 0;

  const broadcast = (message: string) => {
    kept.push(message);
    if (kept.length > KEPT_MESSAGES) kept.splice(0, kept.length - KEPT_MESSAGES);
    for (const viewer of viewers) {
      if (viewer.readyState === WebSocket.OPEN) viewer.send(message);
    }
  };

  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://inspector');
    if (url.pathname !== '/live') return;
    sockets.handleUpgrade(request, socket, head, (client) => {
      if (url.searchParams.get('role') === 'viewer') {
        viewers.add(client);
        for (const message of kept) client.send(message);
        client.on('message', (data) => {
          // A viewer's only request: forget what was recorded.
          if (data.toString() === '{"type":"inspector.clear"}') kept.length = 0;
        });
        client.on('close', () => viewers.delete(client));
        return;
      }
      reporters += 1;
      const reporter = reporters;
      client.on('message', (data) => {
        const message = tagReporterIds(data.toString(), reporter);
        if (message !== null) broadcast(message);
      });
    });
  });

  return {
    close: () =>
      new Promise((done) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close(() => done());
      }),
  };
}
