import { createWebSocketInspector } from '@statelyai/inspect';
import { maskEvent, maskSecrets } from '@machines/scenarios/mask';
import { statePath } from '@machines/scenarios/machine-graph';
import { machineRegistry } from '@machines/scenarios/registry';
import { replayScenario } from '@machines/scenarios/replay';
import type { ReplayOptions, ReplayReport, ReplayedStep } from '@machines/scenarios/replay';
import { ScenarioFileError, findScenarioFile, loadScenarioFiles } from './scenario-files';
import type { ScenarioFile } from './scenario-files';

/**
 * `npm run scenario -- --list | <file or machine/name> [--inspect]` (QA, issue 16): replays one
 * scenario file on a simulated clock and prints each step; exit status 0 only on PASS.
 */

const INSPECT_PORT = Number(process.env.INSPECT_PORT ?? 4020);
const show = (value: unknown) => JSON.stringify(maskSecrets(value));

function list(): void {
  const files = loadScenarioFiles();
  for (const registered of Object.values(machineRegistry)) {
    const own = files.filter((file) => file.machine === registered.name);
    console.log(`${registered.name} (${own.length}) — ${registered.description}`);
    for (const file of own) {
      console.log(
        `  ${file.machine}/${file.name}${file.scenario.description ? `  ${file.scenario.description}` : ''}`,
      );
    }
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(3)} s`;

function describeStep(step: ReplayedStep): string[] {
  const { send, advance } = step.step;
  const what =
    send !== undefined
      ? `send ${send.type}${Object.keys(send).length > 1 ? ` ${show(maskEvent(send)).replace(/^\{"type":"[^"]*",?/, '{')}` : ''}`
      : `advance ${advance ?? 0} ms`;
  const lines = [`#${step.index + 1}  +${seconds(step.atMs).padStart(9)}  ${what}`];
  if (step.step.note !== undefined) lines.push(`      (${step.step.note})`);
  lines.push(`      → ${statePath(step.stateValue)}`);
  for (const [key, change] of Object.entries(step.contextChanges)) {
    lines.push(
      `        ${key}: ${show(maskSecrets(change.before, key))} → ${show(maskSecrets(change.after, key))}`,
    );
  }
  for (const emitted of step.emitted) lines.push(`        emitted ${show(emitted)}`);
  if (step.mismatch) {
    lines.push(
      `      ✗ ${step.mismatch.path}: expected ${show(step.mismatch.expected)}, actual ${show(step.mismatch.actual)}`,
    );
  } else if (step.expected) {
    lines.push(`      ✓ as expected (${Object.keys(step.expected).join(', ')})`);
  }
  return lines;
}

/** Streams the run to the inspector when one listens; otherwise says so once. */
async function connectInspector(): Promise<
  { options: ReplayOptions; close: () => Promise<void> } | undefined
> {
  const base = `http://localhost:${INSPECT_PORT}`;
  try {
    await fetch(base, { signal: AbortSignal.timeout(1000) });
  } catch {
    console.log(`(no inspector at ${base}: start it with npm run inspect; replaying without it)`);
    return undefined;
  }
  const inspector = createWebSocketInspector({
    url: `ws://localhost:${INSPECT_PORT}/live`,
    sanitizeContext: (context) => maskSecrets(context) as typeof context,
    sanitizeEvent: (event) => maskEvent(event),
  });
  console.log(`(streaming to the inspector at ${base})`);
  return {
    options: { inspect: (event) => inspector.inspect.next?.(event) },
    // The inspector sends in idle callbacks: give them a moment before closing.
    close: async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      inspector.stop();
    },
  };
}

function print(file: ScenarioFile, report: ReplayReport): void {
  console.log(
    `${file.machine}/${file.name}${file.scenario.description ? ` — ${file.scenario.description}` : ''}`,
  );
  console.log(`${file.path}\n`);
  console.log(`start          → ${statePath(report.initial.stateValue)}`);
  for (const emitted of report.initial.emitted) console.log(`        emitted ${show(emitted)}`);
  for (const step of report.steps) console.log(describeStep(step).join('\n'));
  const last = report.steps[report.steps.length - 1];
  const simulated = last === undefined ? 0 : last.atMs;
  if (report.passed) {
    console.log(`\nPASS  ${report.steps.length} steps, ${seconds(simulated)} simulated`);
  } else if (report.firstMismatch) {
    const { stepIndex, path, expected, actual } = report.firstMismatch;
    console.log(`\nFAIL  step #${stepIndex + 1}, ${path}`);
    console.log(`  expected: ${show(expected)}`);
    console.log(`  actual:   ${show(actual)}`);
  }
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--list')) {
    list();
    return 0;
  }
  const reference = args.find((arg) => !arg.startsWith('--'));
  if (reference === undefined) {
    console.error('usage: npm run scenario -- --list | <file or machine/name> [--inspect]');
    return 2;
  }
  const file = findScenarioFile(reference);
  const inspector = args.includes('--inspect') ? await connectInspector() : undefined;
  const report = await replayScenario(file.scenario, inspector?.options);
  await inspector?.close();
  print(file, report);
  return report.passed ? 0 : 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ScenarioFileError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
