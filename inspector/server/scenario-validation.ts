import type { ScenarioValidation } from './scenario-files';

/** What a saved scenario must be before it is written: the scenario schema's verdict. */
export function validateScenarioContent(content: unknown): ScenarioValidation {
  if (typeof content !== 'object' || content === null || !('machine' in content) || !('steps' in content)) {
    return { ok: false, message: 'a scenario names its machine and lists its steps' };
  }
  return { ok: true };
}
