import type { SharingEffects, SharingMachine } from '../sharing.machine';
import { createSharingMachine } from '../sharing.machine';
import type {
  CollaboratorsScenario,
  CollaboratorsScenarioMachine,
} from './replay-collaborators-scenario';

export const sharingScenarioMachine: CollaboratorsScenarioMachine<SharingMachine, SharingEffects> =
  {
    create: createSharingMachine,
    effects: ['generateShareLink', 'updateSettings', 'copyText'],
  };

const input = { tripId: 'trip-goa' };
const URL = 'http://localhost:5173/shared-trip/abc123';
const DEFAULTS = { allowPublicView: true, allowJoinRequests: false };
const READY = 'open.ready.copy.idle,open.ready.settings.idle';

export const sharingScenarios: CollaboratorsScenario<SharingMachine, SharingEffects>[] = [
  {
    name: 'maya shares for the first time: link made, copied, joins allowed',
    input,
    answers: {
      generateShareLink: [{ ok: URL }],
      copyText: [{ ok: undefined }],
      updateSettings: [{ ok: { allowPublicView: true, allowJoinRequests: true } }],
    },
    steps: [
      { send: { type: 'share.open', shareUrl: null, settings: null } },
      { send: { type: 'share.copy' } },
      { send: { type: 'share.settingChanged', setting: 'allowJoinRequests', value: true } },
      { advanceSeconds: 2 },
    ],
    expected: {
      state: READY,
      emitted: ['toast: Trip share link generated successfully!'],
      calls: { generateShareLink: 1, copyText: 1, updateSettings: 1 },
    },
  },
  {
    name: 'the link cannot be made: a browser alert, the dialog closes',
    input,
    answers: { generateShareLink: [{ fail: null }] },
    steps: [{ send: { type: 'share.open', shareUrl: null, settings: null } }],
    expected: {
      state: 'closed',
      emitted: ['alert: Failed to generate share link'],
      calls: { generateShareLink: 1 },
    },
  },
  {
    name: 'an existing link: copy fails, a setting fails, then the dialog closes',
    input,
    answers: { copyText: [{ fail: null }], updateSettings: [{ fail: null }] },
    steps: [
      { send: { type: 'share.open', shareUrl: URL, settings: DEFAULTS } },
      { send: { type: 'share.copy' } },
      { send: { type: 'share.settingChanged', setting: 'allowPublicView', value: false } },
      { send: { type: 'share.close' } },
    ],
    expected: {
      state: 'closed',
      emitted: ['toast: Failed to copy the link', 'toast: Failed to update sharing settings'],
      calls: { copyText: 1, updateSettings: 1 },
    },
  },
];
