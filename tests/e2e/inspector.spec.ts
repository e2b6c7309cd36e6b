import { readFileSync, rmSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './live-test';
import { WebSocket } from 'ws';
import { createActor } from 'xstate';
import { statePath } from '@machines/scenarios/machine-graph';
import { replayScenario } from '@machines/scenarios/replay';
import { machineRegistry } from '@machines/scenarios/registry';
import { parseScenario } from '@machines/scenarios/scenario-schema';
import { liveJsonOf } from '@web/app/dev-inspector';
import { inspectorStack } from './stacks';
import { expectNoSeriousA11yViolations } from './support';

/**
 * QA's inspector (`npm run inspect`, issue 16 §3): a scenario file stepped on the chart as the file
 * says, and a live run recorded through /live, saved as a file, that replays to the same states.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SCENARIO = 'machines/src/session/scenarios/sign-in-then-scheduled-refresh.scenario.json';

/** The leaf states of a state value, as the chart's node ids: `authenticated.scheduled`. */
const leavesOf = (value: unknown) => statePath(value as never).split(',');

const activeLeaf = (page: Page, id: string) =>
  page.locator(`[data-state-id="${id}"][data-active="true"]`);

test.describe('inspector', () => {
  test.use({ baseURL: inspectorStack.url });
  // The first page load compiles the inspector (Vite middleware): slow on a busy machine.
  test.slow();

  test('steps a session scenario and highlights the states the file expects', async ({ page }) => {
    const file = parseScenario(JSON.parse(readFileSync(`${repoRoot}/${SCENARIO}`, 'utf8')));
    if (!file.ok) throw new Error(file.problems.join('\n'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: /^session/ }).click({ timeout: 90_000 });
    await page.getByRole('button', { name: 'sign-in-then-scheduled-refresh' }).click();
    await expect(page.getByText('PASS: every step as the file expects')).toBeVisible({
      timeout: 30_000,
    });

    // The start: signed out, waiting for input.
    await expect(page.getByText('Step 0 of 3')).toBeVisible();
    await expect(activeLeaf(page, 'unauthenticated.idle')).toBeVisible();

    // Step by step with the arrow keys, each state as the file's `expect` says.
    for (const [index, step] of file.scenario.steps.entries()) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText(`Step ${index + 1} of 3`)).toBeVisible();
      for (const leaf of leavesOf(step.expect?.state)) {
        await expect(activeLeaf(page, leaf)).toBeVisible();
      }
    }
    await expect(activeLeaf(page, 'unauthenticated.idle')).toHaveCount(0);
    // The sign-in's payload is shown with the password masked.
    await page.getByRole('button', { name: 'Previous step' }).click();
    await page.getByRole('button', { name: 'Previous step' }).click();
    await expect(page.getByText('Step 1: send session.login')).toBeVisible();
    await expect(page.getByLabel('Event payload')).toContainText('••••••');
    await expect(page.getByLabel('Event payload')).not.toContainText('travel123');
    await expect(
      page.locator('[data-transition-id*="session.login"][data-taken="true"]'),
    ).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test('a live session recorded through /live is saved and replays to the same states', async ({
    page,
  }) => {
    const name = `live-recording-${Date.now()}`;
    // The inspector saves into its test folder (INSPECT_SAVE_DIR), not beside the machine.
    const saved = join(inspectorStack.saveDir, `${name}.scenario.json`);
    try {
      await page.goto('/');
      await page.locator('label', { hasText: /^Live$/ }).click({ timeout: 90_000 });
      await expect(page.getByText('Listening')).toBeVisible();

      // A real session actor (the app's machine, effects answered by its default fakes) reports
      // to /live as the dev app does (web/src/app/dev-inspector.ts).
      const socket = new WebSocket(`${inspectorStack.url.replace('http', 'ws')}/live`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const session = machineRegistry.session;
      if (!session) throw new Error('session is not registered');
      const machine = session.withFakes({
        login: [
          {
            resolve: {
              user: { id: 'user-maya', userName: 'maya', email: 'maya@example.com' },
              accessToken:
                'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1c2VyLW1heWEiLCJleHAiOjQxMDI0NDQ4MDB9.c2ln',
            },
          },
        ],
        logout: [{ resolve: null }],
      });
      const states: string[] = [];
      const actor = createActor(machine, {
        input: { stored: { user: null, accessToken: null } },
        inspect: (event) => {
          const json = liveJsonOf(event);
          if (json !== null) socket.send(json);
        },
      });
      actor.subscribe((snapshot) => states.push(statePath(snapshot.value)));
      actor.start();
      actor.send({
        type: 'session.login',
        userName: 'maya',
        password: 'travel123',
        remember: true,
      });
      await expect.poll(() => states.at(-1)).toBe('authenticated.scheduled');
      actor.send({ type: 'session.logout' });
      await expect.poll(() => states.at(-1)).toBe('unauthenticated.idle');
      actor.stop();
      socket.close();

      await expect(page.getByTestId('live-state')).toHaveText('{"unauthenticated":"idle"}');
      await page.getByLabel('Scenario name').fill(name);
      await page.getByRole('button', { name: 'Save as scenario' }).click();
      await expect(page.getByRole('status')).toContainText(`${name}.scenario.json`);

      const text = readFileSync(saved, 'utf8');
      expect(text).not.toContain('travel123');
      expect(text).not.toContain('maya@example.com');
      const file = parseScenario(JSON.parse(text));
      if (!file.ok) throw new Error(file.problems.join('\n'));
      const report = await replayScenario(file.scenario);
      expect(report.firstMismatch).toBeUndefined();
      const sends = report.steps.filter((step) => step.step.send !== undefined);
      expect(sends.map((step) => statePath(step.stateValue))).toEqual([
        'authenticated.scheduled',
        'unauthenticated.idle',
      ]);
      // The pointer still rests on Save: its hover keeps AA contrast (theme.ts variantColorResolver).
      await expectNoSeriousA11yViolations(page);
    } finally {
      rmSync(saved, { force: true });
    }
  });

  test('the production bundle carries no inspector reporter', () => {
    const source = readFileSync(`${repoRoot}/web/src/app/dev-inspector.ts`, 'utf8');
    expect(source).toContain("'wayfarer-dev-inspector'");
    const assets = `${repoRoot}/web/dist/assets`;
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const bundle = readFileSync(`${assets}/${script}`, 'utf8');
      expect(bundle, script).not.toContain('wayfarer-dev-inspector');
    }
  });
});
