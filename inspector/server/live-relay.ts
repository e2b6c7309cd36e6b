import type { Server } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * `/live`: reporters (the dev app, `npm run scenario -- … --inspect`) send XState inspection
 * events as JSON; every inspector page connected with `?role=viewer` receives them. The relay
 * keeps the latest events so a page opened mid-session still sees the actors it missed.
 */

const KEPT_MESSAGES = 5000;

export interface LiveRelay {
  close: () => Promise<void>;
}

export function attachLiveRelay(server: Server): LiveRelay {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 2 * 1024 * 1024 });
  const viewers = new Set<WebSocket>();
  const kept: string[] = [];

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
      client.on('message', (data) => {
        const text = data.toString();
        try {
          JSON.parse(text);
        } catch {
          return;
        }
        broadcast(text);
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
