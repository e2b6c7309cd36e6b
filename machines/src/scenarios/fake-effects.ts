import { SimulatedClock } from 'xstate';
import type { FakeAnswer, Fakes } from './scenario-schema';

/**
 * The effects a scenario file stands in for: each call takes the effect's next answer (the last
 * one repeats once they run out), resolves or rejects with it, after `afterMs` of simulated time.
 */

/** The `signal` fromPromise hands an effect: machines/ compiles without the DOM lib. */
interface AbortSignalLike {
  readonly aborted: boolean;
}
const isSignal = (value: unknown): value is AbortSignalLike =>
  typeof value === 'object' && value !== null && 'aborted' in value;

/**
 * SimulatedClock that knows when its next timer is due, so the replay can let time pass timer by
 * timer and let answered promises reach the machine in between (as a browser would).
 */
export class SteppingClock extends SimulatedClock {
  private readonly dueAt = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout((...args: unknown[]) => {
      this.dueAt.delete(id);
      fn(...args);
    }, timeout);
    this.dueAt.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.dueAt.delete(id);
    super.clearTimeout(id);
  }

  /** When the earliest timer fires, or undefined when none is set. */
  nextDue(): number | undefined {
    const times = [...this.dueAt.values()];
    return times.length === 0 ? undefined : Math.min(...times);
  }
}

/** What one replay's fakes share: the clock and every call made, by effect. */
export interface FakeRuntime {
  clock: SteppingClock;
  calls: Record<string, unknown[]>;
}

export function createFakeRuntime(startsAt: number): FakeRuntime {
  const clock = new SteppingClock();
  clock.set(startsAt);
  return { clock, calls: {} };
}

/** An effect fake: async, any input; its answer's type is the effect's (the file is trusted). */
export type FakeEffect = <T = unknown>(
  name: string,
) => (input?: unknown, signal?: unknown) => Promise<T>;
/** A fake of a synchronous effect (storage, other tabs): only records that it was called. */
export type RecordedCall = (name: string) => (input?: unknown) => void;

export interface FakeKit {
  effect: FakeEffect;
  record: RecordedCall;
  runtime: FakeRuntime;
}

function settleAnswer<T>(answer: FakeAnswer): Promise<T> {
  if (answer.reject !== undefined) {
    const { message, ...rest } = answer.reject;
    return Promise.reject(Object.assign(new Error(message), rest));
  }
  return Promise.resolve(answer.resolve as T);
}

export function createFakeKit(fakes: Fakes, runtime: FakeRuntime): FakeKit {
  const used: Record<string, number> = {};
  const callsOf = (name: string) => (runtime.calls[name] ??= []);
  const effect: FakeEffect =
    <T>(name: string) =>
    (input?: unknown, signal?: unknown): Promise<T> => {
      callsOf(name).push(input);
      const answers = fakes[name] ?? [];
      const count = used[name] ?? 0;
      used[name] = count + 1;
      const answer = answers[Math.min(count, answers.length - 1)];
      if (answer === undefined) {
        return Promise.reject(new Error(`scenario: no answer for ${name} in "fakes"`));
      }
      if (!answer.afterMs) return settleAnswer<T>(answer);
      return new Promise<T>((resolve, reject) => {
        runtime.clock.setTimeout(() => {
          // An aborted call (a newer request, a closed view) never answers.
          if (isSignal(signal) && signal.aborted) reject(new Error('aborted'));
          else settleAnswer<T>(answer).then(resolve, reject);
        }, answer.afterMs ?? 0);
      });
    };
  const record: RecordedCall = (name) => (input) => {
    callsOf(name).push(input);
  };
  return { effect, record, runtime };
}
