import { machineRegistry } from '@machines/scenarios/registry';
import { parseScenario } from '@machines/scenarios/scenario-schema';
import type { ScenarioValidation } from './scenario-files';

/** What a saved scenario must be before it is written: the schema's verdict, a registered machine. */
export function validateScenarioContent(content: unknown): ScenarioValidation {
  const parsed = parseScenario(content);
  if (!parsed.ok) return { ok: false, message: parsed.problems.join('; ') };
  if (!(parsed.scenario.machine in machineRegistry)) {
    return { ok: false, message: `machine: "${parsed.scenario.machine}" is not registered` };
  }
  return { ok: true };
}
