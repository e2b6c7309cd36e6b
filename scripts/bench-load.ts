// `npm run bench -- load`: LOAD_DURATION_S (default 60) seconds x LOAD_CONNECTIONS (default 100)
// connections of signed-in GraphQL through the gateway, a mix of the app's reads (the trip, the
// trips list, the profile). Prints throughput, p50/p99 latency, errors (non-2xx and GraphQL
// errors), and each process's RSS before, halfway, right after and after settling. V8 keeps the heap
// it grew to for 100 connections, so the first half's growth is the working set, not a leak; a leak
// keeps growing: the second half's growth (halfway → settled) must stay under
// LOAD_RSS_GROWTH_LIMIT_MB (default 50).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { seedIds } from '@mocks/db/seed';
import { servicePids, startMockAndGateway, stopServices } from './bench-services';

const durationS = Number(process.env.LOAD_DURATION_S ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const rssGrowthLimitMb = Number(process.env.LOAD_RSS_GROWTH_LIMIT_MB ?? 50);
const SETTLE_MS = 10_000;

const TRIP = `query Trip($id: ID!) { trip(id: $id) { id title startDate endDate destinations { id name } itinerary { day activities { id title } } checklist { id item isCompleted } } }`;
const MY_TRIPS = `{ myTrips { id title startDate endDate } }`;
const ME = `{ me { id userName email role } }`;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

const names = ['mock API', 'gateway'] as const;
const snapshot = (pids: number[]) => pids.map(rssMb);

try {
  const { mockUrl, gatewayUrl } = await startMockAndGateway();
  const pids = servicePids();
  const login = await fetch(`${mockUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'maya', password: 'travel123' }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${data.accessToken}`,
  };
  const body = (query: string, variables: Record<string, unknown> = {}) =>
    JSON.stringify({ query, variables });
  let graphqlErrors = 0;
  const requests: autocannon.Request[] = [
    { method: 'POST', path: '/graphql', headers, body: body(TRIP, { id: seedIds.trips.upcoming }) },
    { method: 'POST', path: '/graphql', headers, body: body(MY_TRIPS) },
    { method: 'POST', path: '/graphql', headers, body: body(TRIP, { id: seedIds.trips.upcoming }) },
    { method: 'POST', path: '/graphql', headers, body: body(ME) },
  ];
  // Warm-up: JIT and connection pools, outside the figures.
  await autocannon({ url: gatewayUrl, connections: 10, duration: 3, requests });

  const before = snapshot(pids);
  let halfway = before;
  const halfwayTimer = setTimeout(
    () => {
      halfway = snapshot(pids);
    },
    (durationS * 1000) / 2,
  );
  const result = await autocannon({
    url: gatewayUrl,
    connections,
    duration: durationS,
    requests,
    setupClient(client) {
      client.on('body', (buffer: Buffer) => {
        if (buffer.includes('"errors"')) graphqlErrors += 1;
      });
    },
  });
  clearTimeout(halfwayTimer);
  const after = snapshot(pids);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const settled = snapshot(pids);

  console.log(
    `load: ${durationS} s x ${connections} connections, GraphQL mix (trip x2, myTrips, me) through the gateway, signed in`,
  );
  console.log(
    `  throughput ${Math.round(result.requests.average)} req/s (${result.requests.total} requests), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `  errors: ${result.errors} connection, ${result.timeouts} timeouts, ${result.non2xx} non-2xx, ${graphqlErrors} GraphQL answers with errors`,
  );
  let leak = false;
  names.forEach((name, index) => {
    const firstHalf = (halfway[index] ?? 0) - (before[index] ?? 0);
    const secondHalf = (settled[index] ?? 0) - (halfway[index] ?? 0);
    leak ||= secondHalf > rssGrowthLimitMb;
    console.log(
      `  ${name} RSS: ${before[index]} MB before, ${halfway[index]} MB halfway, ${after[index]} MB after, ${settled[index]} MB after ${SETTLE_MS / 1000} s idle (first half +${firstHalf} MB: working set; second half ${secondHalf >= 0 ? '+' : ''}${secondHalf} MB, limit ${rssGrowthLimitMb} MB)`,
    );
  });
  const failed = result.errors + result.timeouts + result.non2xx + graphqlErrors > 0 || leak;
  console.log(
    failed ? '  FAILED: errors or RSS growth over the limit' : '  OK: 0 errors, RSS within bound',
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  stopServices();
}
