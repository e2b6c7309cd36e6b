// `npm run inspect`: QA's offline visual inspector at http://localhost:${INSPECT_PORT ?? 4020}.
// One Node process: the page (Vite in middleware mode, nothing fetched from the internet), the
// scenario files API and the `/live` WebSocket the dev app and `npm run scenario -- --inspect` report to.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createServer as createViteServer } from 'vite';
import { attachLiveRelay } from './live-relay';
import { scenarioRoutes } from './scenario-routes';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.INSPECT_PORT ?? 4020);

const app = express();
const server = createServer(app);
// Saved scenarios go beside their machine, or into INSPECT_SAVE_DIR when set (the browser tests'
// temporary folder, so a test run leaves the repository as it was).
app.use('/api', scenarioRoutes(repoRoot, process.env.INSPECT_SAVE_DIR || undefined));

const vite = await createViteServer({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  // HMR rides on this server, beside /live (which only answers its own path).
  server: { middlewareMode: true, hmr: { server } },
  appType: 'spa',
});
app.use(vite.middlewares);
const relay = attachLiveRelay(server);

server.listen(port, () => {
  console.log(`Wayfarer inspector: http://localhost:${port}`);
});

async function stop() {
  await relay.close();
  await vite.close();
  server.close(() => process.exit(0));
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
