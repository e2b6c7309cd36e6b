// `npm run bench -- fuzz`: the edge's fuzz properties (tests/integration/fuzz-edge-properties.ts)
// with FUZZ_RUNS runs each (default 10,000; `npm test` runs a few), printing runs per second and
// any counterexample. The gateway and the mock run in this process, as the tests run them.
import fc from 'fast-check';
import { startTripStack, stopTripStack } from '@gateway/testing/trip-stack';
import {
  FUZZ_SEED,
  contractRoundTrip,
  gatewayProperty,
} from '../tests/integration/fuzz-edge-properties';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? FUZZ_SEED);

function report<Values>(label: string, details: fc.RunDetails<Values>, startedAt: number): boolean {
  const seconds = (performance.now() - startedAt) / 1000;
  console.log(
    `${label}: ${details.numRuns} runs in ${seconds.toFixed(1)} s (${Math.round(details.numRuns / seconds)} runs/s), seed ${seed}`,
  );
  if (details.failed) {
    console.log(`  COUNTEREXAMPLE: ${JSON.stringify(details.counterexample)}`);
    console.log(`  ${String(details.errorInstance ?? '')}`);
  } else {
    console.log('  no counterexample');
  }
  return !details.failed;
}

let passed = true;
let startedAt = performance.now();
passed &&= report(
  'contract: checklist item text',
  fc.check(contractRoundTrip, { seed, numRuns: runs }),
  startedAt,
);

const stack = await startTripStack();
try {
  const counts = { refusedAtEdge: 0, refusedUpstream: 0, stored: 0 };
  const headers = await stack.bearerFor('maya');
  startedAt = performance.now();
  const details = await fc.check(gatewayProperty(stack, headers, counts), { seed, numRuns: runs });
  passed &&= report('gateway: addChecklistItem through the edge', details, startedAt);
  console.log(
    `  refused at the edge ${counts.refusedAtEdge}, blank refused with the spec text ${counts.refusedUpstream}, stored ${counts.stored}`,
  );
} finally {
  await stopTripStack(stack);
}
process.exit(passed ? 0 : 1);
