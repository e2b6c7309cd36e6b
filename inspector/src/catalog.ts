import type { AnyStateMachine } from 'xstate';
import { createFakeRuntime, type SteppingClock } from '@machines/scenarios/fake-effects';
import { SCENARIO_EPOCH } from '@machines/scenarios/registered-machine';
import { machineRegistry, type RegisteredMachine } from '@machines/scenarios/registry';

/** One machine the inspector offers: drawn, replayed and simulated with its default fakes. */
export interface CatalogEntry {
  name: string;
  description: string;
  registered: RegisteredMachine;
  /** The app's machine (its graph is what the chart draws). */
  machine: AnyStateMachine;
  /** A fresh run with the default fakes, on its own simulated clock. */
  simulation: () => { machine: AnyStateMachine; input: unknown; clock: SteppingClock };
}

/** Every registered machine, by name. */
export const catalog: CatalogEntry[] = Object.values(machineRegistry)
  .map((registered) => ({
    name: registered.name,
    description: registered.description,
    registered,
    machine: registered.machine,
    simulation: () => {
      const runtime = createFakeRuntime(SCENARIO_EPOCH);
      return {
        machine: registered.withFakes({}, runtime),
        input: registered.inputFor(registered.defaultInput, runtime),
        clock: runtime.clock,
      };
    },
  }))
  .sort((first, second) => first.name.localeCompare(second.name));
