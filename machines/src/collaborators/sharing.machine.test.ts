import { describe, expect, it } from 'vitest';
import { deferred, settled } from '../shared/test-support';
import { fakeEffects, startMachine, toastTexts } from '../trips/trips.test-support';
import {
  createSharingMachine,
  selectCopied,
  selectGenerating,
  selectShareOpen,
  selectShareUrl,
  selectSharingSettings,
} from './sharing.machine';
import type { SharingEffects, SharingSettings } from './sharing.machine';

const URL = 'http://localhost:5173/shared-trip/abc123';
const DEFAULTS: SharingSettings = { allowPublicView: true, allowJoinRequests: false };

function startSharing() {
  const effects = fakeEffects<SharingEffects>(['generateShareLink', 'updateSettings', 'copyText']);
  const started = startMachine(createSharingMachine(effects), { tripId: 'trip-goa' });
  const alerts: string[] = [];
  started.actor.on('alert', (event) => alerts.push(event.message));
  return { ...started, effects, alerts };
}

describe('Share Trip link (spec 001 §2 "Sharing dialog", §8; checklist 12.1–12.3)', () => {
  it('generates the link on first open when there is none, with the toast', async () => {
    const { actor, effects, toasts } = startSharing();
    const answer = deferred<string>();
    effects.generateShareLink.mockReturnValueOnce(answer.promise);
    actor.send({ type: 'share.open', shareUrl: null, settings: null });
    expect(selectGenerating(actor.getSnapshot())).toBe(true);
    expect(effects.generateShareLink).toHaveBeenCalledWith({ tripId: 'trip-goa' });
    answer.resolve(URL);
    await settled(actor);
    expect(selectShareUrl(actor.getSnapshot())).toBe(URL);
    expect(selectSharingSettings(actor.getSnapshot())).toEqual(DEFAULTS);
    expect(toastTexts(toasts)).toEqual(['success: Trip share link generated successfully!']);
  });

  it('does not generate again when the trip has a link', () => {
    const { actor, effects, toasts } = startSharing();
    actor.send({
      type: 'share.open',
      shareUrl: URL,
      settings: { allowPublicView: true, allowJoinRequests: true },
    });
    expect(effects.generateShareLink).not.toHaveBeenCalled();
    expect(selectShareUrl(actor.getSnapshot())).toBe(URL);
    expect(selectSharingSettings(actor.getSnapshot()).allowJoinRequests).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('a failure is the browser alert "Failed to generate share link"; the dialog closes', async () => {
    const { actor, effects, toasts, alerts } = startSharing();
    effects.generateShareLink.mockRejectedValueOnce(new Error('You cannot share this trip'));
    actor.send({ type: 'share.open', shareUrl: null, settings: null });
    await settled(actor);
    expect(alerts).toEqual(['Failed to generate share link']);
    expect(toasts).toEqual([]);
    expect(selectShareOpen(actor.getSnapshot())).toBe(false);
  });
});

describe('copy and settings (spec 001 §2, §9; checklist 12.4, 12.5)', () => {
  it('"Copied!" shows for 2 s after the copy; a second copy starts the 2 s again', async () => {
    const { actor, clock, effects } = startSharing();
    effects.copyText.mockResolvedValue(undefined);
    actor.send({ type: 'share.open', shareUrl: URL, settings: DEFAULTS });
    actor.send({ type: 'share.copy' });
    await settled(actor);
    expect(effects.copyText).toHaveBeenCalledWith({ text: URL });
    expect(selectCopied(actor.getSnapshot())).toBe(true);
    clock.increment(1500);
    actor.send({ type: 'share.copy' });
    await settled(actor);
    clock.increment(1999);
    expect(selectCopied(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectCopied(actor.getSnapshot())).toBe(false);
  });

  it('a failed copy shows no "Copied!" and says so', async () => {
    const { actor, effects, toasts } = startSharing();
    effects.copyText.mockRejectedValueOnce(
      Object.assign(new Error('denied'), { name: 'NotAllowedError' }),
    );
    actor.send({ type: 'share.open', shareUrl: URL, settings: DEFAULTS });
    actor.send({ type: 'share.copy' });
    await settled(actor);
    expect(selectCopied(actor.getSnapshot())).toBe(false);
    expect(toastTexts(toasts)).toEqual(['error: Failed to copy the link']);
  });

  it('a switch saves both settings at once; a change during a save is saved after it', async () => {
    const { actor, effects } = startSharing();
    const first = deferred<SharingSettings>();
    effects.updateSettings
      .mockReturnValueOnce(first.promise)
      .mockImplementationOnce(({ allowPublicView, allowJoinRequests }) =>
        Promise.resolve({ allowPublicView, allowJoinRequests }),
      );
    actor.send({ type: 'share.open', shareUrl: URL, settings: DEFAULTS });
    actor.send({ type: 'share.settingChanged', setting: 'allowJoinRequests', value: true });
    expect(selectSharingSettings(actor.getSnapshot())).toEqual({
      allowPublicView: true,
      allowJoinRequests: true,
    });
    actor.send({ type: 'share.settingChanged', setting: 'allowPublicView', value: false });
    first.resolve({ allowPublicView: true, allowJoinRequests: true });
    await settled(actor);
    expect(effects.updateSettings.mock.calls).toEqual([
      [{ tripId: 'trip-goa', allowPublicView: true, allowJoinRequests: true }],
      [{ tripId: 'trip-goa', allowPublicView: false, allowJoinRequests: true }],
    ]);
    expect(selectSharingSettings(actor.getSnapshot())).toEqual({
      allowPublicView: false,
      allowJoinRequests: true,
    });
  });

  it('a failed save puts the switches back and toasts the server message', async () => {
    const { actor, effects, toasts } = startSharing();
    effects.updateSettings.mockRejectedValueOnce(new Error('Only owners and editors can share'));
    actor.send({ type: 'share.open', shareUrl: URL, settings: DEFAULTS });
    actor.send({ type: 'share.settingChanged', setting: 'allowJoinRequests', value: true });
    await settled(actor);
    expect(selectSharingSettings(actor.getSnapshot())).toEqual(DEFAULTS);
    expect(toastTexts(toasts)).toEqual(['error: Only owners and editors can share']);
  });
});
