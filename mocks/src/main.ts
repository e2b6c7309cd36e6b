import { DEFAULT_MOCK_API_PORT } from './constants';
import { createMockDb } from './db/store';
import { readEnvNumber } from './env';
import { startMockHttpServer } from './http-server';
import { preparePlaces } from './places/search';

/**
 * `npm run mock-api` (and `npm start` without API_BASE_URL): the mock REST API on MOCK_API_PORT.
 * Reads ACCESS_TOKEN_TTL_S, MOCK_LATENCY_MS, MOCK_DATA_FILE and MOCK_JWT_SECRET (CONTRACT.md).
 */
const port = readEnvNumber('MOCK_API_PORT', DEFAULT_MOCK_API_PORT);
// The places catalogue and its search index, built once before the first request.
const places = preparePlaces();
console.log(
  `Places catalogue: ${places.entries} search entries in ${places.buildMs.toFixed(0)} ms`,
);
const db = await createMockDb();
const mockApi = await startMockHttpServer({ port, db });
console.log(`Mock API listening on ${mockApi.url}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await mockApi.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
