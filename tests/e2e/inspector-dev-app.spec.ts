import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './live-test';
import { WebSocket } from 'ws';
import { statePath } from '@machines/scenarios/machine-graph';
import { devAppStack } from './stacks';
import { PASSWORD, expectNoSeriousA11yViolations, mockControl, signIn } from './support';

/**
 * Issue 16 §3 Live, end to end: the app as `npm run dev` runs it reports its actors to the
 * inspector; what the user does in the browser moves them on the inspector's Live view, "Save as
 * scenario" writes them as files, and `npm run scenario` replays each file to the states the
 * inspector showed, with the secrets masked.
 *
 * The dev stack starts here, not in the config: Vite's dev server takes ~20 s to start and its
 * first page compiles the app, a cost only this spec should pay.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const { appUrl, gatewayPort, mockApiPort, inspector: inspectorStack } = devAppStack;
const mockApiUrl = `http://localhost:${mockApiPort}`;
const STARTUP_TIMEOUT_MS = 150_000;

let devStack: ChildProcess | undefined;
let inspectorServer: ChildProcess | undefined;
let devOutput = '';

/** Resolves once the URL answers 200, polling; rejects when the stack has exited or time is up. */
async function answered(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (devStack?.exitCode !== null) throw new Error(`npm run dev exited:\n${devOutput}`);
    if (inspectorServer !== undefined && inspectorServer.exitCode !== null) {
      throw new Error(`the inspector exited:\n${devOutput}`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${devOutput}`);
}

/** Stops a process started `detached` and everything it started (its process group). */
async function stopGroup(child: ChildProcess | undefined) {
  if (child?.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const killed = setTimeout(() => process.kill(-(child.pid ?? 0), 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(killed);
}

/** `npm run scenario -- <file>`: its exit status and what it printed. */
function replayWithCli(file: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const cli = spawn('npm', ['run', '--silent', 'scenario', '--', file], { cwd: repoRoot });
    let output = '';
    cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.once('error', reject);
    cli.once('close', (status) => resolve({ status, output }));
  });
}

/** The state after each `send` step, as the CLI prints it (`#2  +0.532 s  send …` then `→ state`). */
function statesAfterSends(output: string): string[] {
  const lines = output.split('\n');
  return lines.flatMap((line, index) => {
    if (!/^#\d+\s+\+\s*[\d.]+ s\s+send /.test(line)) return [];
    const arrow = lines.slice(index + 1).find((next) => next.trimStart().startsWith('→ '));
    return arrow === undefined ? [] : [arrow.trim().slice(2)];
  });
}

/** The state the Live view shows for the chosen actor, as a path: `authenticated.scheduled`. */
async function shownState(inspector: Page): Promise<string> {
  const text = (await inspector.getByTestId('live-state').textContent()) ?? '';
  return text.startsWith('{') ? statePath(JSON.parse(text) as never) : text;
}

/** Chooses the newest live actor running `machine` in the Live view. */
async function chooseActor(inspector: Page, machine: string) {
  await inspector
    .getByRole('navigation', { name: 'Live actors' })
    .getByRole('button', { name: new RegExp(`^${machine}\\b`) })
    .last()
    .click();
}

/** Saves the chosen actor as a scenario; returns the path the inspector wrote. */
async function saveChosen(inspector: Page, name: string): Promise<string> {
  await inspector.getByLabel('Scenario name').fill(name);
  await inspector.getByRole('button', { name: 'Save as scenario' }).click();
  const status = inspector.getByRole('status');
  await expect(status).toContainText(`${name}.scenario.json`);
  const path = /Saved as (.+\.scenario\.json)/.exec((await status.textContent()) ?? '')?.[1];
  if (path === undefined) throw new Error('the inspector named no saved file');
  expect(path.startsWith(inspectorStack.saveDir)).toBe(true);
  return path;
}

test.describe('inspector, live from the dev app', () => {
  test.beforeAll(async () => {
    test.setTimeout(STARTUP_TIMEOUT_MS + 30_000);
    // What `npm run dev` runs once its dependency check passes (the runner did that already),
    // in its own process group so afterAll stops Vite, the gateway and the mock API together.
    devStack = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(gatewayPort),
        MOCK_API_PORT: String(mockApiPort),
        DEV_PORT: new URL(appUrl).port,
        INSPECT_PORT: new URL(inspectorStack.url).port,
        NODE_ENV: 'development',
      },
    });
    const keep = (chunk: Buffer) => (devOutput = (devOutput + chunk.toString()).slice(-20_000));
    devStack.stdout?.on('data', keep);
    devStack.stderr?.on('data', keep);
    // This spec's own inspector (`npm run inspect`), which the dev app reports to.
    inspectorServer = spawn(process.execPath, ['--import', 'tsx', 'inspector/server/main.ts'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        INSPECT_PORT: new URL(inspectorStack.url).port,
        INSPECT_SAVE_DIR: inspectorStack.saveDir,
      },
    });
    inspectorServer.stdout?.on('data', keep);
    inspectorServer.stderr?.on('data', keep);
    await answered(`${inspectorStack.url}/api/scenarios`, STARTUP_TIMEOUT_MS);
    // /health answers through Vite's proxy: Vite, the gateway behind it, and then the mock API.
    await answered(`${appUrl}/health`, STARTUP_TIMEOUT_MS);
    await answered(`${mockApiUrl}/__mock/requests`, 30_000);
  });

  test.afterAll(async () => {
    await Promise.all([stopGroup(devStack), stopGroup(inspectorServer)]);
  });

  test('a session in the dev app moves on the Live view, is saved and replays to the same states', async ({
    page: inspector,
    context,
    request,
  }) => {
    // The first page load compiles the app in Vite's dev server: slow on a busy machine.
    test.setTimeout(240_000);
    const stamp = Date.now();
    const saved: string[] = [];
    try {
      await mockControl(request, mockApiUrl).reset();
      // Forget what earlier reporters sent, so the Live view lists this run's actors only.
      const viewer = new WebSocket(`${inspectorStack.url.replace('http', 'ws')}/live?role=viewer`);
      await new Promise((resolve, reject) => {
        viewer.once('open', resolve);
        viewer.once('error', reject);
      });
      viewer.send('{"type":"inspector.clear"}');
      viewer.close();

      await inspector.setViewportSize({ width: 1280, height: 800 });
      await inspector.goto(inspectorStack.url);
      await inspector.locator('label', { hasText: /^Live$/ }).click({ timeout: 90_000 });
      await expect(inspector.getByText('Listening')).toBeVisible();

      // The dev app: its session actor reports as soon as the page runs.
      const app = await context.newPage();
      await app.goto(`${appUrl}/login`, { timeout: 120_000 });
      await expect(app.getByLabel('Username')).toBeVisible({ timeout: 120_000 });
      await chooseActor(inspector, 'session');
      await expect(inspector.getByTestId('live-state')).toHaveText('{"unauthenticated":"idle"}');
      const sessionStates = [await shownState(inspector)];

      // Signing in: the session moves to authenticated on the Live view.
      const login = app.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          (response.request().postData() ?? '').includes('"operationName":"Login"'),
      );
      await signIn(app, 'maya');
      const loginBody = (await (await login).json()) as {
        data: { login: { accessToken: string } };
      };
      const accessToken = loginBody.data.login.accessToken;
      await expect(inspector.getByTestId('live-state')).toHaveText(
        '{"authenticated":"scheduled"}',
        { timeout: 30_000 },
      );
      sessionStates.push(await shownState(inspector));

      // Opening a trip and ticking a checklist item: the trip's checklist actor appears and moves.
      await app
        .getByRole('link', { name: /^Your Trips/ })
        .first()
        .click();
      await app
        .getByRole('article', { name: 'Kyoto in Autumn' })
        .getByRole('link', { name: 'View Trip Details' })
        .click({ timeout: 60_000 });
      await app.getByRole('tab', { name: 'Checklist' }).click({ timeout: 60_000 });
      const icoca = app.getByRole('checkbox', { name: 'Buy an ICOCA card' });
      await icoca.click();
      await expect(icoca).toBeChecked();
      await expect(icoca).toBeEnabled();
      await chooseActor(inspector, 'checklist');
      await expect(inspector.getByText('checklist.toggle', { exact: true }).first()).toBeVisible();
      await expect(inspector.getByTestId('live-state')).toHaveText(
        '{"requests":"idle","undo":"closed"}',
      );
      const checklistState = await shownState(inspector);
      const checklistFile = await saveChosen(inspector, `dev-checklist-${stamp}`);
      saved.push(checklistFile);

      await chooseActor(inspector, 'session');
      await expect(inspector.getByTestId('live-state')).toHaveText('{"authenticated":"scheduled"}');
      const sessionFile = await saveChosen(inspector, `dev-session-${stamp}`);
      saved.push(sessionFile);
      // The pointer rests on Save; axe judges the page at rest (see inspector.spec.ts).
      await inspector.mouse.move(0, 0);
      await expectNoSeriousA11yViolations(inspector);

      // Nothing secret in what was saved: no password, e-mail or usable token.
      const sessionText = readFileSync(sessionFile, 'utf8');
      for (const text of [sessionText, readFileSync(checklistFile, 'utf8')]) {
        expect(text).not.toContain(PASSWORD);
        expect(text).not.toContain('maya@example.com');
        expect(text).not.toContain(accessToken);
      }
      expect(sessionText).toMatch(/"password": "•+"/);
      expect(sessionText).toContain('someone@masked.invalid');
      // The effects' answers were recorded as the fakes, so the replay calls no effect unanswered.
      expect(JSON.parse(sessionText).fakes).toHaveProperty('login');
      expect(Object.keys(JSON.parse(readFileSync(checklistFile, 'utf8')).fakes)).toEqual([
        'toggleItem',
      ]);

      // `npm run scenario` replays each file to the states the Live view showed.
      const [session, checklist] = await Promise.all([
        replayWithCli(sessionFile),
        replayWithCli(checklistFile),
      ]);
      await test.info().attach('npm run scenario (session)', { body: session.output });
      await test.info().attach('npm run scenario (checklist)', { body: checklist.output });
      expect(session.output).toMatch(/\nPASS {2}\d+ steps/);
      expect(session.status, session.output).toBe(0);
      const replayedSession = statesAfterSends(session.output);
      expect(replayedSession, session.output).toContain('authenticated.scheduled');
      expect(replayedSession.at(-1), session.output).toBe(sessionStates.at(-1));
      expect(session.output).toContain(`start          → ${sessionStates[0]}`);

      expect(checklist.output).toMatch(/\nPASS {2}\d+ steps/);
      expect(checklist.status, checklist.output).toBe(0);
      expect(checklist.output).toContain('send checklist.toggle');
      // Succeeded as in the app: no error recorded, no error toast.
      expect(checklist.output).not.toContain('errors:');
      expect(checklist.output).not.toContain('"kind":"error"');
      expect(session.output).not.toContain('"kind":"error"');
      expect(statesAfterSends(checklist.output).at(-1), checklist.output).toBe(checklistState);
    } finally {
      for (const file of saved) rmSync(file, { force: true });
    }
  });
});
