import { describe, expect, it } from 'vitest';
import { statePath, unvisitedStates } from '../../shared/scenario';
import { forgotPasswordMachine } from '../forgot-password.machine';
import { resetPasswordMachine } from '../reset-password.machine';
import { forgotPasswordScenarios } from './forgot-password-scenarios';
import { replayForgotPasswordScenario } from './replay-forgot-password-scenario';
import { replayResetPasswordScenario } from './replay-reset-password-scenario';
import { resetPasswordScenarios } from './reset-password-scenarios';

describe('forgot-password scenarios', () => {
  it.each(forgotPasswordScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const replay = await replayForgotPasswordScenario(scenario);
      expect(statePath(replay.snapshot.value)).toBe(scenario.expected.state);
      expect(replay.snapshot.context.error).toBe(scenario.expected.error);
      expect(replay.snapshot.context.emailError).toBe(scenario.expected.emailError);
      expect(replay.toasts.map((toast) => toast.message)).toEqual(scenario.expected.toasts);
      expect(replay.sentEmails).toEqual(scenario.expected.sentEmails);
    },
  );

  it('together pass through every state of the machine', async () => {
    const visited = new Set<string>();
    for (const scenario of forgotPasswordScenarios) {
      for (const path of (await replayForgotPasswordScenario(scenario)).visitedStates) {
        visited.add(path);
      }
    }
    expect(unvisitedStates(forgotPasswordMachine, visited)).toEqual([]);
  });
});

describe('reset-password scenarios', () => {
  it.each(resetPasswordScenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const replay = await replayResetPasswordScenario(scenario);
      expect(statePath(replay.snapshot.value)).toBe(scenario.expected.state);
      expect(replay.snapshot.context.error).toBe(scenario.expected.error);
      expect(replay.toasts.map((toast) => toast.message)).toEqual(scenario.expected.toasts);
      expect({
        verifyResetOtp: replay.calls.verifyResetOtp.length,
        resendResetOtp: replay.calls.resendResetOtp.length,
        resetPassword: replay.calls.resetPassword.length,
      }).toEqual(scenario.expected.calls);
    },
  );

  it('sends the token the code verification answered', async () => {
    const scenario = resetPasswordScenarios[5];
    if (!scenario) throw new Error('no scenario');
    const replay = await replayResetPasswordScenario(scenario);
    expect(replay.calls.resetPassword).toEqual([
      { resetToken: 't-1', newPassword: 'journey42' },
      { resetToken: 't-2', newPassword: 'journey42' },
    ]);
  });

  it('together pass through every state of the machine', async () => {
    const visited = new Set<string>();
    for (const scenario of resetPasswordScenarios) {
      for (const path of (await replayResetPasswordScenario(scenario)).visitedStates) {
        visited.add(path);
      }
    }
    expect(unvisitedStates(resetPasswordMachine, visited)).toEqual([]);
  });
});
