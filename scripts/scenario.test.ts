import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadScenarioFiles, readScenarioFile, repoRoot, ScenarioFileError } from './scenario-files';

/** `npm run scenario` as QA runs it: a child process, its output and its exit status. */
function runScenario(...args: string[]) {
  const tsx = join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
  const result = spawnSync(process.execPath, [tsx, 'scripts/scenario.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, INSPECT_PORT: '5399' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const scratch = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const wrongPassword = join(repoRoot, 'machines/src/session/scenarios/wrong-password.scenario.json');

// Each test starts a tsx process: seconds on a busy machine.
describe('npm run scenario', { timeout: 90_000 }, () => {
  it('prints each step with its state and masked secrets, then PASS, exit 0', () => {
    const { status, output } = runScenario('session/wrong-password');
    expect(output).toContain('#1');
    expect(output).toContain('send session.login');
    expect(output).toContain('"password":"•••"');
    expect(output).not.toContain('travel123');
    expect(output).toContain('→ unauthenticated.idle');
    expect(output).toContain('error: null → "Invalid username or password"');
    expect(output).toMatch(/PASS {2}1 steps/);
    expect(status).toBe(0);
  });

  it('prints the first mismatch with expected and actual, exit 1', () => {
    const scenario = JSON.parse(readFileSync(wrongPassword, 'utf8'));
    scenario.steps[0].expect.state = 'authenticated.scheduled';
    const path = join(scratch, 'wrong-state.scenario.json');
    writeFileSync(path, JSON.stringify(scenario));
    const { status, output } = runScenario(path);
    expect(output).toContain('FAIL  step #1, state');
    expect(output).toContain('expected: "authenticated.scheduled"');
    expect(output).toContain('actual:   "unauthenticated.idle"');
    expect(status).toBe(1);
  });

  it('names the problem of a malformed file, exit 1', () => {
    const path = join(scratch, 'broken.scenario.json');
    writeFileSync(
      path,
      JSON.stringify({ machine: 'session', steps: [{ send: { userName: 'x' } }] }),
    );
    const { status, output } = runScenario(path);
    expect(output).toMatch(/broken\.scenario\.json: steps\[0\]\.send\.type: Required/);
    expect(status).toBe(1);
  });

  it('still replays with --inspect when no inspector listens, saying so once', () => {
    const { status, output } = runScenario('session/wrong-password', '--inspect');
    expect(output).toContain('no inspector at http://localhost:5399');
    expect(output).toContain('PASS');
    expect(status).toBe(0);
  });

  it('lists every machine with its scenarios', () => {
    const { status, output } = runScenario('--list');
    expect(output).toMatch(/^feedback-wizard \(\d+\)/m);
    expect(output).toContain('  session/wrong-password');
    expect(status).toBe(0);
  });
});

describe('loading scenario files', () => {
  it('finds every file, valid', () => {
    expect(loadScenarioFiles().length).toBeGreaterThan(50);
  });

  it('refuses a file naming no registered machine', () => {
    const path = join(scratch, 'unknown.scenario.json');
    writeFileSync(path, JSON.stringify({ machine: 'teleporter', steps: [{ advance: 1 }] }));
    expect(() => readScenarioFile(path)).toThrow(ScenarioFileError);
    expect(() => readScenarioFile(path)).toThrow(/machine: "teleporter" is not registered/);
  });

  it('refuses a file that is not JSON', () => {
    const path = join(scratch, 'not-json.scenario.json');
    writeFileSync(path, '{ machine: ');
    expect(() => readScenarioFile(path)).toThrow(/not-json\.scenario\.json: /);
  });
});
