import { allStates, allTransitions } from './machine-graph';
import { machineRegistry } from './registry';
import type { ReplayReport } from './replay';

/**
 * How much of each machine its scenario files reach: states and transitions of the machine's own
 * graph (machine-graph.ts) against those the replays passed through.
 */

export interface CoverageCount {
  reached: number;
  all: number;
  unreached: string[];
}

export interface MachineCoverage {
  machine: string;
  files: number;
  states: CoverageCount;
  transitions: CoverageCount;
  /** Both at 100 %. */
  complete: boolean;
}

function count(all: readonly string[], reached: ReadonlySet<string>): CoverageCount {
  const unreached = all.filter((name) => !reached.has(name));
  return { reached: all.length - unreached.length, all: all.length, unreached };
}

export const percent = ({ reached, all }: CoverageCount) =>
  all === 0 ? 100 : Math.floor((reached / all) * 1000) / 10;

/** Coverage of every registered machine by the given replays (a machine without files: 0). */
export function scenarioCoverage(reports: readonly ReplayReport[]): MachineCoverage[] {
  return Object.values(machineRegistry).map((registered) => {
    const own = reports.filter((report) => report.machine === registered.name);
    const states = count(
      allStates(registered.machine),
      new Set(own.flatMap((report) => report.visitedStates)),
    );
    const transitions = count(
      allTransitions(registered.machine),
      new Set(own.flatMap((report) => report.takenTransitions)),
    );
    return {
      machine: registered.name,
      files: own.length,
      states,
      transitions,
      complete:
        own.length > 0 && states.unreached.length === 0 && transitions.unreached.length === 0,
    };
  });
}
