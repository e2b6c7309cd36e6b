import { describe, expect, it } from 'vitest';
import { statePath, unvisitedStates } from '../../shared/scenario';
import { emailVerificationMachine } from '../email-verification.machine';
import { emailVerificationScenarios } from './email-verification-scenarios';
import { replayEmailVerificationScenario } from './replay-email-verification-scenario';

describe('e-mail verification scenarios', () => {
  it.each(emailVerificationScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const replay = await replayEmailVerificationScenario(scenario);
      expect(statePath(replay.snapshot.value)).toBe(scenario.expected.state);
      expect(replay.snapshot.context.error).toBe(scenario.expected.error);
      expect(replay.toasts.map((toast) => toast.message)).toEqual(scenario.expected.toasts);
      expect({
        verifyOtp: replay.calls.verifyOtp.length,
        resendOtp: replay.calls.resendOtp.length,
      }).toEqual(scenario.expected.calls);
    },
  );

  it('replays the same scenario twice with the same outcome (answers are not used up)', async () => {
    const scenario = emailVerificationScenarios[2];
    if (!scenario) throw new Error('no scenario');
    const first = await replayEmailVerificationScenario(scenario);
    const second = await replayEmailVerificationScenario(scenario);
    expect(second.calls).toEqual(first.calls);
    expect(second.snapshot.value).toEqual(first.snapshot.value);
  });

  it('together pass through every state of the machine', async () => {
    const visited = new Set<string>();
    for (const scenario of emailVerificationScenarios) {
      const replay = await replayEmailVerificationScenario(scenario);
      for (const path of replay.visitedStates) visited.add(path);
    }
    expect(unvisitedStates(emailVerificationMachine, visited)).toEqual([]);
  });
});
