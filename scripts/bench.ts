// `npm run bench`: performance figures, printed. Starts the mock API and the gateway as separate
// processes (as `npm start` does), then measures with autocannon, one after the other in this run:
//   1. GET /api/v1/user/get-profile straight to the mock API (the baseline),
//   2. the `me` query through the gateway's /graphql (which makes that same REST call).
// Same connections, duration and token for both, after one warm-up of each. The two alternate
// for BENCH_ROUNDS rounds and the verdict takes the median round: on a shared VM the machine's
// speed drifts by more than the gateway's cost within a minute, and alternating puts the same
// drift on both sides. Then both again with one connection: the gateway's own added latency,
// without queueing.
// Goals (issue 2): the gateway keeps >= 50 % of direct throughput and adds <= 5 ms at p99.
// Then: autocomplete over the whole catalogue, the place page's and the trip page's round trips
// and bytes per photo tier (issues 3 and 4).
import autocannon from 'autocannon';
import { benchPlaces } from './bench-places';
import { benchPlacePage } from './bench-places-gateway';
import { benchTripPage } from './bench-trip-page';
import { startMockAndGateway, stopServices } from './bench-services';
import { median } from './bench-stats';

const durationS = Number(process.env.BENCH_DURATION_S ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function warmUp(options: autocannon.Options): Promise<void> {
  await autocannon({ ...options, duration: 2 }); // JIT, connection pools
}

async function measure(label: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ ...options, duration: durationS });
  const errors = result.errors + result.non2xx;
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

try {
  const { mockUrl, gatewayUrl } = await startMockAndGateway();

  const login = await fetch(`${mockUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'maya', password: 'travel123' }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const authorization = `Bearer ${data.accessToken}`;

  const directCall = (connectionCount: number): autocannon.Options => ({
    url: `${mockUrl}/api/v1/user/get-profile`,
    connections: connectionCount,
    headers: { authorization },
  });
  const gatewayCall = (connectionCount: number): autocannon.Options => ({
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    connections: connectionCount,
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { id userName email role } }' }),
  });

  const pad = (text: string, width: number) => text.padEnd(width);
  const printRows = (rows: Figures[]) => {
    console.log(`${pad('', 44)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}errors`);
    for (const row of rows) {
      console.log(
        `${pad(row.label, 44)}${pad(row.requestsPerSecond.toFixed(0), 10)}${pad(String(row.p50), 9)}${pad(String(row.p99), 9)}${row.errors}`,
      );
    }
  };
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

  // 1. Under load: as many requests as the connections can carry, direct and through the gateway
  // in alternation (see the header comment).
  await warmUp(directCall(connections));
  await warmUp(gatewayCall(connections));
  const roundRows: Figures[] = [];
  const keptShares: number[] = [];
  const addedP99s: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const direct = await measure(
      `round ${round}: REST get-profile, direct`,
      directCall(connections),
    );
    const viaGateway = await measure(
      `round ${round}: GraphQL { me }, gateway`,
      gatewayCall(connections),
    );
    roundRows.push(direct, viaGateway);
    keptShares.push(viaGateway.requestsPerSecond / direct.requestsPerSecond);
    addedP99s.push(viaGateway.p99 - direct.p99);
  }
  console.log(
    `\nCurrent-user query: ${connections} connections, ${rounds} rounds of ${durationS} s each way, after a 2 s warm-up\n`,
  );
  printRows(roundRows);
  const keptShare = median(keptShares);
  const addedP99 = median(addedP99s);
  const range = (values: number[], format: (value: number) => string) =>
    `${format(Math.min(...values))} to ${format(Math.max(...values))}`;
  console.log(
    `\ngateway keeps ${(keptShare * 100).toFixed(0)} % of direct throughput, median round (rounds: ${range(keptShares, (share) => `${(share * 100).toFixed(0)} %`)}; goal >= 50 %): ${verdict(keptShare >= 0.5)}`,
  );
  console.log(
    `gateway adds ${addedP99.toFixed(1)} ms at p99 under load, median round (rounds: ${range(addedP99s, (ms) => `${ms.toFixed(0)} ms`)}; goal <= 5 ms): ${verdict(addedP99 <= 5)}`,
  );

  // 2. One request at a time: the latency the gateway itself adds, without queueing. Under load
  // a closed loop's latency is connections / throughput, so it also counts the extra CPU the
  // gateway path needs on the same cores.
  await warmUp(directCall(1));
  await warmUp(gatewayCall(1));
  const directAlone = await measure('REST get-profile, direct, 1 connection', directCall(1));
  const gatewayAlone = await measure('GraphQL { me }, gateway, 1 connection', gatewayCall(1));
  console.log(`\nThe same, one request at a time (1 connection, ${durationS} s each)\n`);
  printRows([directAlone, gatewayAlone]);
  const addedAloneP50 = gatewayAlone.p50 - directAlone.p50;
  const addedAloneP99 = gatewayAlone.p99 - directAlone.p99;
  console.log(
    `\ngateway adds ${addedAloneP50.toFixed(1)} ms at p50 and ${addedAloneP99.toFixed(1)} ms at p99 one at a time (goal <= 5 ms at p99): ${verdict(addedAloneP99 <= 5)}`,
  );

  console.log('\nPlaces catalogue (in-process)');
  for (const line of await benchPlaces()) console.log(line);
  console.log('\nPlace page through the gateway');
  for (const line of await benchPlacePage(gatewayUrl, mockUrl)) console.log(line);
  console.log('\nTrip page through the gateway');
  for (const line of await benchTripPage(gatewayUrl, mockUrl, data.accessToken)) console.log(line);
} finally {
  stopServices();
}
