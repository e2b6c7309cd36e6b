import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { attachLiveRelay, tagReporterIds, type LiveRelay } from './live-relay';

const opened = (socket: WebSocket) =>
  new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });

describe('the /live relay', () => {
  let server: Server;
  let relay: LiveRelay;

  afterEach(async () => {
    await relay.close();
    await new Promise((done) => server.close(done));
  });

  it('keeps two reporters’ actors apart although XState gave them the same ids', async () => {
    server = createServer();
    relay = attachLiveRelay(server);
    await new Promise<void>((done) => server.listen(0, done));
    const url = `ws://localhost:${(server.address() as AddressInfo).port}/live`;
    const viewer = new WebSocket(`${url}?role=viewer`);
    const received: Array<{ sessionId: string; parentId?: string }> = [];
    viewer.on('message', (data: Buffer) => received.push(JSON.parse(data.toString())));
    await opened(viewer);

    const page = new WebSocket(url);
    const reloadedPage = new WebSocket(url);
    await Promise.all([opened(page), opened(reloadedPage)]);
    const actor = { type: '@xstate.actor', sessionId: 'x:0', rootId: 'x:0' };
    page.send(JSON.stringify(actor));
    reloadedPage.send(JSON.stringify({ ...actor, sessionId: 'x:1', parentId: 'x:0' }));
    reloadedPage.send('not json');
    await expect.poll(() => received.length).toBe(2);

    // The reloaded page's child names its own x:0 as parent, not the first page's x:0.
    const pageRoot = received.find((message) => message.sessionId.endsWith('/x:0'));
    const child = received.find((message) => message.sessionId.endsWith('/x:1'));
    expect(child?.parentId).toBe(child?.sessionId.replace(/x:1$/, 'x:0'));
    expect(child?.parentId).not.toBe(pageRoot?.sessionId);
    for (const socket of [viewer, page, reloadedPage]) socket.close();
  });

  it('prefixes every actor id of a message and refuses what is not a JSON object', () => {
    const tagged = tagReporterIds(
      JSON.stringify({ type: '@xstate.event', sessionId: 'x:2', rootId: 'x:0', sourceId: 'x:3' }),
      7,
    );
    expect(JSON.parse(tagged ?? '')).toEqual({
      type: '@xstate.event',
      sessionId: '7/x:2',
      rootId: '7/x:0',
      sourceId: '7/x:3',
    });
    expect(tagReporterIds('[1]', 7)).toBeNull();
    expect(tagReporterIds('{', 7)).toBeNull();
  });
});
