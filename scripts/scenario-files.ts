import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '@machines/scenarios/registry';
import { parseScenario } from '@machines/scenarios/scenario-schema';
import type { Scenario } from '@machines/scenarios/scenario-schema';

/**
 * Finding and reading the scenario files (Node side: machines/ itself reads no files). Used by
 * `npm run scenario`, `npm run scenario:coverage` and the inspector's server.
 */

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const machinesSource = join(repoRoot, 'machines', 'src');
export const SCENARIO_SUFFIX = '.scenario.json';

export interface ScenarioFile {
  /** Relative to the repository, with forward slashes. */
  path: string;
  machine: string;
  /** The file name without `.scenario.json`: `machine/name` names it on the command line. */
  name: string;
  scenario: Scenario;
}

/** A file that is not a valid scenario: every problem as `<file>: <path>: <message>`. */
export class ScenarioFileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ScenarioFileError';
  }
}

const toRepoPath = (path: string) => relative(repoRoot, path).split(sep).join('/');

/** Every `*.scenario.json` under machines/src, sorted. */
export function scenarioFilePaths(): string[] {
  return readdirSync(machinesSource, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(SCENARIO_SUFFIX))
    .map((path) => join(machinesSource, path))
    .sort();
}

/** Reads, parses and validates one file; throws `ScenarioFileError` with every problem. */
export function readScenarioFile(path: string): ScenarioFile {
  const file = toRepoPath(resolve(path));
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ScenarioFileError([`${file}: ${(error as Error).message}`]);
  }
  const parsed = parseScenario(data);
  if (!parsed.ok)
    throw new ScenarioFileError(parsed.problems.map((problem) => `${file}: ${problem}`));
  const { scenario } = parsed;
  if (!(scenario.machine in machineRegistry)) {
    const known = Object.keys(machineRegistry).join(', ');
    throw new ScenarioFileError([
      `${file}: machine: "${scenario.machine}" is not registered (registered: ${known})`,
    ]);
  }
  return { path: file, machine: scenario.machine, name: basename(path, SCENARIO_SUFFIX), scenario };
}

/** Every scenario file, validated; throws `ScenarioFileError` listing the problems of all files. */
export function loadScenarioFiles(): ScenarioFile[] {
  const files: ScenarioFile[] = [];
  const problems: string[] = [];
  for (const path of scenarioFilePaths()) {
    try {
      files.push(readScenarioFile(path));
    } catch (error) {
      if (error instanceof ScenarioFileError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length > 0) throw new ScenarioFileError(problems);
  return files;
}

/** `machines/src/…/x.scenario.json` (a path) or `machine/name`. */
export function findScenarioFile(reference: string): ScenarioFile {
  if (reference.endsWith(SCENARIO_SUFFIX)) return readScenarioFile(resolve(reference));
  const [machine, name] = reference.split('/');
  const file = loadScenarioFiles().find(
    (found) => found.machine === machine && found.name === name,
  );
  if (!file) {
    throw new ScenarioFileError([
      `${reference}: no such scenario (npm run scenario -- --list shows them)`,
    ]);
  }
  return file;
}
