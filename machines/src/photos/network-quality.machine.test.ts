import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { HEALTH_PROBE_FAST_BELOW_MS } from './constants';
import { networkQualityMachine, selectNetworkDecision } from './network-quality.machine';
import type { NetworkQualityInput } from './network-quality.machine';
import { T0, recordedEffect, settle } from './photos.test-support';

function startNetworkQuality(input: NetworkQualityInput) {
  const clock = new SimulatedClock();
  clock.set(T0);
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the probe answers nothing
  const probeHealth = recordedEffect<unknown, void>(clock);
  const machine = networkQualityMachine.provide({
    actors: { probeHealth: fromPromise(({ input, signal }) => probeHealth.effect(input, signal)) },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  const decision = () => selectNetworkDecision(actor.getSnapshot());
  return { actor, clock, probeHealth, decision };
}

describe('network quality from the connection (spec 001 §4)', () => {
  it.each([
    ['4g', 'fast', 'progressive'],
    ['3g', 'fast', 'progressive'],
    ['2g', 'slow', 'lazy'],
    ['slow-2g', 'slow', 'lazy'],
    ['5g', 'unknown', 'lazy'],
    ['', 'unknown', 'lazy'],
  ])('effectiveType %j → %s, %s loading, without probing', (effectiveType, quality, strategy) => {
    const { actor, probeHealth, decision } = startNetworkQuality({ effectiveType });
    expect(actor.getSnapshot().value).toBe(quality);
    expect(decision()).toEqual({ quality, strategy, source: 'connection' });
    expect(probeHealth.calls).toHaveLength(0);
  });

  it('follows network.changed, and keeps the same decision object for useSelector', () => {
    const { actor, decision } = startNetworkQuality({ effectiveType: '4g' });
    const fast = decision();
    actor.send({ type: 'network.changed', effectiveType: '2g' });
    expect(decision()).toEqual({ quality: 'slow', strategy: 'lazy', source: 'connection' });
    actor.send({ type: 'network.changed', effectiveType: '3g' });
    expect(decision()).toBe(fast);
  });
});

describe('network quality from HEAD /health when the connection is unknown (spec 001 §4)', () => {
  it.each([
    ['absent', {}],
    ['null', { effectiveType: null }],
  ])('probes when effectiveType is %s; no decision meanwhile', (_case, input) => {
    const { actor, probeHealth, decision } = startNetworkQuality(input);
    expect(actor.getSnapshot().value).toBe('probing');
    expect(probeHealth.calls).toHaveLength(1);
    expect(decision()).toBeNull();
  });

  it('an answer at 99 ms is fast, progressive', async () => {
    const { clock, probeHealth, decision } = startNetworkQuality({});
    clock.increment(HEALTH_PROBE_FAST_BELOW_MS - 1);
    probeHealth.last().resolve(undefined);
    await settle();
    expect(decision()).toEqual({ quality: 'fast', strategy: 'progressive', source: 'probe' });
    clock.increment(10); // the timeout is gone with the probing state
    expect(decision()?.quality).toBe('fast');
  });

  it('no answer by 100 ms is unknown, lazy; the probe is aborted and its late answer ignored', async () => {
    const { clock, probeHealth, decision } = startNetworkQuality({});
    clock.increment(HEALTH_PROBE_FAST_BELOW_MS - 1);
    await settle();
    expect(decision()).toBeNull();
    clock.increment(1);
    expect(decision()).toEqual({ quality: 'unknown', strategy: 'lazy', source: 'probe' });
    expect(probeHealth.last().signal.aborted).toBe(true);
    probeHealth.last().resolve(undefined);
    await settle();
    expect(decision()?.quality).toBe('unknown');
  });

  it('a failed probe is unknown, lazy', async () => {
    const { probeHealth, decision } = startNetworkQuality({});
    probeHealth.last().reject(new Error('Failed to fetch'));
    await settle();
    expect(decision()).toEqual({ quality: 'unknown', strategy: 'lazy', source: 'probe' });
  });

  it('probes again when the connection information goes away', async () => {
    const { actor, probeHealth, decision } = startNetworkQuality({ effectiveType: '2g' });
    actor.send({ type: 'network.changed', effectiveType: null });
    expect(probeHealth.calls).toHaveLength(1);
    probeHealth.last().resolve(undefined);
    await settle();
    expect(decision()?.quality).toBe('fast');
  });

  it('connection information arriving mid-probe decides and aborts the probe', () => {
    const { actor, probeHealth, decision } = startNetworkQuality({});
    actor.send({ type: 'network.changed', effectiveType: 'slow-2g' });
    expect(decision()).toEqual({ quality: 'slow', strategy: 'lazy', source: 'connection' });
    expect(probeHealth.last().signal.aborted).toBe(true);
  });
});
