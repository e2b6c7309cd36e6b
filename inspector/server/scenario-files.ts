import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import {
  SCENARIO_SUFFIX,
  ScenarioFileError,
  readScenarioFile,
  repoRoot,
  scenarioFilePaths,
} from '../../scripts/scenario-files';
import { maskSecrets } from '../src/mask';

/**
 * The inspector's scenario files on disk: listing them for the page and writing the ones QA saves
 * ("Save as scenario"). A saved file lands only in `machines/src/<area>/scenarios/` (or the one
 * folder `INSPECT_SAVE_DIR` names, as the browser tests set it), under a sanitized name, after the
 * scenario schema accepts it; secrets are masked before it is written.
 */

export interface ScenarioFileEntry {
  /** Repository-relative path, e.g. `machines/src/session/scenarios/login.scenario.json`. */
  path: string;
  area: string;
  /** The file name without `.scenario.json`. */
  name: string;
  /** The machine it names ('' when the file is not valid). */
  machine: string;
  content: unknown;
  /** Why the schema refuses it; empty for a valid file. */
  problems: string[];
}

export type ScenarioValidation = { ok: true } | { ok: false; message: string };

export interface SaveRequest {
  area: string;
  name: string;
  content: unknown;
}

export class ScenarioSaveError extends Error {}

const areaPattern = /^[a-z0-9][a-z0-9-]*$/;

/** `Login then Logout!` → `login-then-logout`; empty when nothing usable is left. */
export function sanitizeScenarioName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\.scenario\.json$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * Every scenario file (the loader `npm run scenario` uses); a file the schema refuses is listed
 * with its problems instead of hiding the others.
 */
export function listScenarioFiles(): ScenarioFileEntry[] {
  return scenarioFilePaths().map((absolute) => {
    const path = relative(repoRoot, absolute).split(sep).join('/');
    const area = path.split('/')[2] ?? '';
    const name = basename(absolute, SCENARIO_SUFFIX);
    try {
      const file = readScenarioFile(absolute);
      return { path, area, name, machine: file.machine, content: file.scenario, problems: [] };
    } catch (error) {
      const problems = error instanceof ScenarioFileError ? error.problems : [String(error)];
      return { path, area, name, machine: '', content: null, problems };
    }
  });
}

/**
 * Writes a scenario QA saved. Refuses an unknown area, a name that sanitizes to nothing, a path
 * that would leave the area's scenarios folder, an existing file, and content the schema refuses.
 * `saveDir`, when given, is the folder every saved file goes to instead of the area's.
 */
export async function saveScenarioFile(
  machinesRoot: string,
  request: SaveRequest,
  validate: (content: unknown) => ScenarioValidation,
  saveDir?: string,
): Promise<{ path: string; name: string }> {
  if (!areaPattern.test(request.area) || !existsSync(join(machinesRoot, request.area))) {
    throw new ScenarioSaveError(`No machine area "${request.area}" in machines/src.`);
  }
  const name = sanitizeScenarioName(request.name);
  if (name === '') throw new ScenarioSaveError('Give the scenario a name (letters or digits).');
  const folder = resolve(saveDir ?? join(machinesRoot, request.area, 'scenarios'));
  const path = resolve(folder, `${name}${SCENARIO_SUFFIX}`);
  if (!path.startsWith(`${folder}${sep}`)) {
    throw new ScenarioSaveError('A scenario is saved only in its area’s scenarios folder.');
  }
  // Where the file points editors for completion: machines/scenario.schema.json.
  const schemaReference = relative(folder, resolve(machinesRoot, '..', 'scenario.schema.json'))
    .split(sep)
    .join('/');
  const masked = maskSecrets(request.content);
  const content =
    typeof masked === 'object' && masked !== null
      ? { ...masked, $schema: schemaReference }
      : masked;
  const validation = validate(content);
  if (!validation.ok) throw new ScenarioSaveError(`Not a valid scenario: ${validation.message}`);
  if (existsSync(path)) throw new ScenarioSaveError(`${name}${SCENARIO_SUFFIX} already exists.`);
  await mkdir(folder, { recursive: true });
  // $schema first, as in the files written by hand.
  const { $schema, ...rest } = content as Record<string, unknown>;
  await writeFile(path, `${JSON.stringify({ $schema, ...rest }, null, 2)}\n`, { flag: 'wx' });
  return { path, name };
}
