import { mkdtemp, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MASK, MASKED_EMAIL } from '../src/mask';
import {
  ScenarioSaveError,
  listScenarioFiles,
  sanitizeScenarioName,
  saveScenarioFile,
} from './scenario-files';
import { validateScenarioContent } from './scenario-validation';

const recorded = {
  machine: 'session',
  input: { stored: { user: null, accessToken: null } },
  fakes: {
    login: [
      {
        resolve: {
          user: { id: 'user-maya', userName: 'maya', email: 'maya@example.com' },
          accessToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1c2VyLW1heWEifQ.c2lnbmF0dXJlLXNlY3JldA',
        },
      },
    ],
  },
  steps: [
    {
      send: { type: 'session.login', userName: 'maya', password: 'travel123', remember: true },
      expect: { state: 'authenticated.scheduled' },
    },
  ],
};

describe('saving a scenario from the inspector', () => {
  let machinesRoot: string;

  beforeEach(async () => {
    machinesRoot = await mkdtemp(join(tmpdir(), 'inspector-save-'));
    await mkdir(join(machinesRoot, 'session'));
  });
  afterEach(async () => {
    await rm(machinesRoot, { recursive: true, force: true });
  });

  it('writes a valid file into the area’s scenarios folder, secrets masked, $schema first', async () => {
    const saved = await saveScenarioFile(
      machinesRoot,
      { area: 'session', name: 'Maya signs in!', content: recorded },
      validateScenarioContent,
    );
    expect(saved.path).toBe(
      join(machinesRoot, 'session', 'scenarios', 'maya-signs-in.scenario.json'),
    );
    const text = await readFile(saved.path, 'utf8');
    const written = JSON.parse(text) as typeof recorded & { $schema: string };
    expect(Object.keys(written)[0]).toBe('$schema');
    expect(written.$schema).toBe('../../../scenario.schema.json');
    expect(written.steps[0]?.send.password).toBe(MASK);
    expect(written.fakes.login[0]?.resolve.user.email).toBe(MASKED_EMAIL);
    // The token keeps what the machine reads (its claims) and loses its signature.
    expect(written.fakes.login[0]?.resolve.accessToken).toBe(
      'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1c2VyLW1heWEifQ.',
    );
    expect(text).not.toContain('travel123');
    expect(text).not.toContain('maya@example.com');
  });

  it.each([
    ['../session', 'an area that climbs out'],
    ['nowhere', 'an area that does not exist'],
    ['session/../..', 'an area with a path in it'],
  ])('refuses the area %s (%s)', async (area) => {
    await expect(
      saveScenarioFile(
        machinesRoot,
        { area, name: 'x', content: recorded },
        validateScenarioContent,
      ),
    ).rejects.toBeInstanceOf(ScenarioSaveError);
  });

  it('keeps a name that tries to leave the folder inside it', async () => {
    const saved = await saveScenarioFile(
      machinesRoot,
      { area: 'session', name: '../../../etc/passwd', content: recorded },
      validateScenarioContent,
    );
    expect(saved.path).toBe(join(machinesRoot, 'session', 'scenarios', 'etc-passwd.scenario.json'));
    expect(await readdir(machinesRoot)).toEqual(['session']);
  });

  it('refuses an empty name, an existing file and content the schema refuses', async () => {
    const save = (name: string, content: unknown) =>
      saveScenarioFile(machinesRoot, { area: 'session', name, content }, validateScenarioContent);
    await expect(save('!!!', recorded)).rejects.toThrow('Give the scenario a name');
    await save('twice', recorded);
    await expect(save('twice', recorded)).rejects.toThrow('twice.scenario.json already exists');
    await expect(save('no-steps', { ...recorded, steps: [] })).rejects.toThrow(
      /Not a valid scenario: steps/,
    );
    await expect(save('unknown', { ...recorded, machine: 'teleporter' })).rejects.toThrow(
      'machine: "teleporter" is not registered',
    );
    expect(await readdir(join(machinesRoot, 'session', 'scenarios'))).toEqual([
      'twice.scenario.json',
    ]);
  });

  it('writes into the save folder when one is given (INSPECT_SAVE_DIR), $schema pointing back', async () => {
    const saveDir = join(machinesRoot, 'saved');
    const saved = await saveScenarioFile(
      machinesRoot,
      { area: 'session', name: 'recorded', content: recorded },
      validateScenarioContent,
      saveDir,
    );
    expect(saved.path).toBe(join(saveDir, 'recorded.scenario.json'));
    const written = JSON.parse(await readFile(saved.path, 'utf8')) as { $schema: string };
    expect(written.$schema).toBe('../../scenario.schema.json');
    expect(await readdir(join(machinesRoot, 'session'))).toEqual([]);
  });

  it('sanitizes names to lowercase words joined by dashes', () => {
    expect(sanitizeScenarioName('  Sign in, then LOG OUT.scenario.json')).toBe(
      'sign-in-then-log-out',
    );
    expect(sanitizeScenarioName('***')).toBe('');
  });
});

describe('listing the scenario files', () => {
  it('lists every file of the repository with the machine it names', () => {
    const files = listScenarioFiles();
    const session = files.filter((file) => file.machine === 'session');
    expect(session.length).toBeGreaterThan(0);
    expect(session[0]?.path).toMatch(/^machines\/src\/session\/scenarios\/.+\.scenario\.json$/);
    expect(files.every((file) => file.problems.length === 0)).toBe(true);
  });
});
