import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { maskSecrets } from '../src/mask';

/**
 * The inspector's scenario files on disk: listing them for the page and writing the ones QA saves
 * ("Save as scenario"). A saved file lands only in `machines/src/<area>/scenarios/`, under a
 * sanitized name, after the scenario schema accepts it; secrets are masked before it is written.
 */

export interface ScenarioFileEntry {
  /** Repository-relative path, e.g. `machines/src/session/scenarios/login.scenario.json`. */
  path: string;
  area: string;
  /** The file name without `.scenario.json`. */
  name: string;
  content: unknown;
}

export type ScenarioValidation = { ok: true } | { ok: false; message: string };

export interface SaveRequest {
  area: string;
  name: string;
  content: unknown;
}

export class ScenarioSaveError extends Error {}

const SUFFIX = '.scenario.json';
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

/** Every `machines/src/<area>/scenarios/*.scenario.json` under `machinesRoot` (machines/src). */
export async function listScenarioFiles(
  repoRoot: string,
  machinesRoot: string,
): Promise<ScenarioFileEntry[]> {
  const areas = (await readdir(machinesRoot, { withFileTypes: true })).filter((entry) =>
    entry.isDirectory(),
  );
  const entries: ScenarioFileEntry[] = [];
  for (const area of areas) {
    const folder = join(machinesRoot, area.name, 'scenarios');
    if (!existsSync(folder)) continue;
    for (const file of (await readdir(folder)).filter((name) => name.endsWith(SUFFIX)).sort()) {
      const path = join(folder, file);
      entries.push({
        path: relative(repoRoot, path).split(sep).join('/'),
        area: area.name,
        name: file.slice(0, -SUFFIX.length),
        content: JSON.parse(await readFile(path, 'utf8')) as unknown,
      });
    }
  }
  return entries;
}

/**
 * Writes a scenario QA saved. Refuses an unknown area, a name that sanitizes to nothing, a path
 * that would leave the area's scenarios folder, an existing file, and content the schema refuses.
 */
export async function saveScenarioFile(
  machinesRoot: string,
  request: SaveRequest,
  validate: (content: unknown) => ScenarioValidation,
): Promise<{ path: string; name: string }> {
  if (!areaPattern.test(request.area) || !existsSync(join(machinesRoot, request.area))) {
    throw new ScenarioSaveError(`No machine area "${request.area}" in machines/src.`);
  }
  const name = sanitizeScenarioName(request.name);
  if (name === '') throw new ScenarioSaveError('Give the scenario a name (letters or digits).');
  const folder = resolve(machinesRoot, request.area, 'scenarios');
  const path = resolve(folder, `${name}${SUFFIX}`);
  if (!path.startsWith(`${folder}${sep}`)) {
    throw new ScenarioSaveError('A scenario is saved only in its area’s scenarios folder.');
  }
  const content = maskSecrets(request.content);
  const validation = validate(content);
  if (!validation.ok) throw new ScenarioSaveError(`Not a valid scenario: ${validation.message}`);
  if (existsSync(path)) throw new ScenarioSaveError(`${name}${SUFFIX} already exists.`);
  await mkdir(folder, { recursive: true });
  await writeFile(path, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx' });
  return { path, name };
}
