/**
 * Deterministic randomness for the generated catalogue: the same seed gives the same places, reviews
 * and photos on every run and machine (no Math.random anywhere in places/).
 */

import { hashString } from '@contract/string-hash';

export { hashString };

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample<T>(list: readonly T[], count: number): T[];
}

/**
 * mulberry32: tiny, fast and good enough for believable fake data. A class, not closures: the index
 * makes one per city at start, and per-instance functions would cost more than the numbers.
 */
class SeededRandom implements Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy.slice(0, count);
  }
}

export function createRandom(seed: number | string): Random {
  return new SeededRandom(typeof seed === 'string' ? hashString(seed) : seed);
}
