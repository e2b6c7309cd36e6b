import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { serverMessageOr } from '../shared/error-message';
import { toast } from '../shared/feedback';
import type { ToastEmitted } from '../shared/feedback';
import {
  COPIED_INDICATOR_MS,
  COPY_LINK_FAILED,
  DEFAULT_SHARING_SETTINGS,
  SHARE_LINK_FAILED,
  SHARE_LINK_GENERATED,
  SHARING_SETTINGS_FAILED,
} from './constants';

/**
 * The Share Trip dialog (spec 001 §2 "Sharing dialog", §3, §8, §9; checklist 12.1–12.5):
 *
 * - opening it without a link generates one (toast "Trip share link generated successfully!"); a
 *   failure is a browser alert "Failed to generate share link" (emitted as `alert`) and the dialog
 *   closes, so opening it again tries again;
 * - Copy shows "Copied!" for 2 s (a second copy starts the 2 s again);
 * - a switch saves both settings at once; a change made while a save is in flight is saved right
 *   after it, and a failed save puts the switches back as the server last answered.
 *
 * Effects: `createSharingMachine(effects)`: the app passes its GraphQL calls and the clipboard.
 */

export interface SharingSettings {
  allowPublicView: boolean;
  allowJoinRequests: boolean;
}

export interface SharingEffects {
  /** Answers the share URL (the same one when the trip already has one). */
  generateShareLink: (input: { tripId: string }) => Promise<string>;
  updateSettings: (input: { tripId: string } & SharingSettings) => Promise<SharingSettings>;
  copyText: (input: { text: string }) => Promise<void>;
}

export interface SharingContext {
  tripId: string;
  shareUrl: string | null;
  /** The switches as shown. */
  settings: SharingSettings;
  /** The settings as the server last answered. */
  saved: SharingSettings;
  /** The settings sent with the save in flight. */
  sending: SharingSettings | null;
}

export type SharingEvent =
  | { type: 'share.open'; shareUrl: string | null; settings: SharingSettings | null }
  | { type: 'share.close' }
  | { type: 'share.copy' }
  | { type: 'share.settingChanged'; setting: keyof SharingSettings; value: boolean };

export interface AlertEmitted {
  type: 'alert';
  message: string;
}
export type SharingEmitted = ToastEmitted | AlertEmitted;

const sameSettings = (a: SharingSettings | null, b: SharingSettings) =>
  a !== null &&
  a.allowPublicView === b.allowPublicView &&
  a.allowJoinRequests === b.allowJoinRequests;

export function createSharingMachine(effects: SharingEffects) {
  return setup({
    types: {
      context: {} as SharingContext,
      events: {} as SharingEvent,
      input: {} as { tripId: string },
      emitted: {} as SharingEmitted,
      tags: {} as 'busy',
    },
    actors: {
      generateShareLink: fromPromise(({ input }: { input: { tripId: string } }) =>
        effects.generateShareLink(input),
      ),
      updateSettings: fromPromise(({ input }: { input: { tripId: string } & SharingSettings }) =>
        effects.updateSettings(input),
      ),
      copyText: fromPromise(({ input }: { input: { text: string } }) => effects.copyText(input)),
    },
    guards: {
      hasLink: ({ context }) => context.shareUrl !== null,
      changedMeanwhile: ({ context }) =>
        context.sending !== null && !sameSettings(context.sending, context.settings),
    },
    delays: { copiedFor: COPIED_INDICATOR_MS },
  }).createMachine({
    id: 'sharing',
    context: ({ input }) => ({
      tripId: input.tripId,
      shareUrl: null,
      settings: DEFAULT_SHARING_SETTINGS,
      saved: DEFAULT_SHARING_SETTINGS,
      sending: null,
    }),
    initial: 'closed',
    states: {
      closed: {
        on: {
          'share.open': {
            target: 'open',
            actions: assign(({ event }) => {
              // Only the two switches (a cached answer carries more, e.g. its __typename).
              const { allowPublicView, allowJoinRequests } =
                event.settings ?? DEFAULT_SHARING_SETTINGS;
              const settings = { allowPublicView, allowJoinRequests };
              return { shareUrl: event.shareUrl, settings, saved: settings, sending: null };
            }),
          },
        },
      },
      open: {
        initial: 'checking',
        on: { 'share.close': 'closed' },
        states: {
          checking: { always: [{ guard: 'hasLink', target: 'ready' }, { target: 'generating' }] },
          generating: {
            tags: 'busy',
            invoke: {
              src: 'generateShareLink',
              input: ({ context }) => ({ tripId: context.tripId }),
              onDone: {
                target: 'ready',
                actions: [
                  assign(({ event }) => ({ shareUrl: event.output })),
                  emit(toast('success', SHARE_LINK_GENERATED)),
                ],
              },
              onError: {
                target: '#sharing.closed',
                actions: emit({ type: 'alert', message: SHARE_LINK_FAILED } as const),
              },
            },
          },
          ready: {
            type: 'parallel',
            states: {
              copy: {
                initial: 'idle',
                states: {
                  idle: { on: { 'share.copy': 'copying' } },
                  copying: {
                    tags: 'busy',
                    invoke: {
                      src: 'copyText',
                      input: ({ context }) => ({ text: context.shareUrl ?? '' }),
                      onDone: 'copied',
                      onError: {
                        target: 'idle',
                        actions: emit(toast('error', COPY_LINK_FAILED)),
                      },
                    },
                  },
                  copied: {
                    after: { copiedFor: 'idle' },
                    on: { 'share.copy': { target: 'copying', reenter: true } },
                  },
                },
              },
              settings: {
                initial: 'idle',
                on: {
                  'share.settingChanged': {
                    actions: assign(({ context, event }) => ({
                      settings: { ...context.settings, [event.setting]: event.value },
                    })),
                  },
                },
                states: {
                  idle: {
                    on: {
                      'share.settingChanged': {
                        target: 'saving',
                        actions: assign(({ context, event }) => ({
                          settings: { ...context.settings, [event.setting]: event.value },
                        })),
                      },
                    },
                  },
                  saving: {
                    tags: 'busy',
                    entry: assign(({ context }) => ({ sending: context.settings })),
                    invoke: {
                      src: 'updateSettings',
                      input: ({ context }) => ({ tripId: context.tripId, ...context.settings }),
                      onDone: [
                        {
                          guard: 'changedMeanwhile',
                          target: 'saving',
                          reenter: true,
                          actions: assign(({ event }) => ({ saved: event.output })),
                        },
                        {
                          target: 'idle',
                          actions: assign(({ event }) => {
                            const { allowPublicView, allowJoinRequests } = event.output;
                            const answered = { allowPublicView, allowJoinRequests };
                            return { saved: answered, settings: answered, sending: null };
                          }),
                        },
                      ],
                      onError: {
                        target: 'idle',
                        actions: enqueueActions(({ context, enqueue, event }) => {
                          enqueue.assign({ settings: context.saved, sending: null });
                          enqueue.emit(
                            toast('error', serverMessageOr(event.error, SHARING_SETTINGS_FAILED)),
                          );
                        }),
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  });
}

export type SharingMachine = ReturnType<typeof createSharingMachine>;
export type SharingSnapshot = SnapshotFrom<SharingMachine>;
export type SharingActorRef = ActorRefFrom<SharingMachine>;

export const selectShareOpen = (snapshot: SharingSnapshot) => snapshot.matches('open');
export const selectGenerating = (snapshot: SharingSnapshot) =>
  snapshot.matches({ open: 'generating' });
export const selectShareUrl = (snapshot: SharingSnapshot) => snapshot.context.shareUrl;
export const selectCopied = (snapshot: SharingSnapshot) =>
  snapshot.matches({ open: { ready: { copy: 'copied' } } });
export const selectSharingSettings = (snapshot: SharingSnapshot) => snapshot.context.settings;
export const selectSettingsSaving = (snapshot: SharingSnapshot) =>
  snapshot.matches({ open: { ready: { settings: 'saving' } } });
