import type { CollaboratorsEffects, CollaboratorsMachine } from '../collaborators.machine';
import { createCollaboratorsMachine } from '../collaborators.machine';
import type {
  CollaboratorsScenario,
  CollaboratorsScenarioMachine,
} from './replay-collaborators-scenario';

export const collaboratorsScenarioMachine: CollaboratorsScenarioMachine<
  CollaboratorsMachine,
  CollaboratorsEffects
> = {
  create: createCollaboratorsMachine,
  effects: ['searchUsers', 'addCollaborator', 'updateRole', 'removeCollaborator', 'leaveTrip'],
};

const input = { tripId: 'trip-goa' };
const ARJUN = { id: 'u-arjun', userName: 'arjun', email: 'arjun@example.com', profilePic: null };
const IDLE = 'invite.closed,requests.idle';

export const collaboratorsScenarios: CollaboratorsScenario<
  CollaboratorsMachine,
  CollaboratorsEffects
>[] = [
  {
    name: 'maya finds arjun, invites him as editor, makes him a viewer, then removes him',
    input,
    answers: {
      searchUsers: [{ ok: [ARJUN] }],
      addCollaborator: [{ ok: undefined }],
      updateRole: [{ ok: undefined }],
      removeCollaborator: [{ ok: undefined }],
    },
    steps: [
      { send: { type: 'invite.open', memberIds: ['u-maya'] } },
      { send: { type: 'invite.queryChanged', text: 'a' } },
      { send: { type: 'invite.queryChanged', text: 'arj' } },
      { advanceSeconds: 1 },
      { send: { type: 'invite.choose', user: ARJUN } },
      { send: { type: 'invite.roleChanged', role: 'editor' } },
      { send: { type: 'invite.submit' } },
      { send: { type: 'role.edit', userId: 'u-arjun', role: 'editor' } },
      { send: { type: 'role.changed', role: 'viewer' } },
      { send: { type: 'role.save' } },
      { send: { type: 'remove.ask', userId: 'u-arjun', name: 'Arjun Rao' } },
      { send: { type: 'confirm.accept' } },
    ],
    expected: {
      state: IDLE,
      emitted: [
        'toast: Collaborator added successfully',
        'toast: Collaborator role updated successfully',
        'toast: Collaborator removed successfully',
      ],
      calls: { searchUsers: 1, addCollaborator: 1, updateRole: 1, removeCollaborator: 1 },
    },
  },
  {
    name: 'a search and an add fail: the dialog stays open with the server message',
    input,
    answers: {
      searchUsers: [{ fail: null }],
      addCollaborator: [{ fail: 'User is already a collaborator' }],
    },
    steps: [
      { send: { type: 'invite.open', memberIds: ['u-maya'] } },
      { send: { type: 'invite.queryChanged', text: 'arjun' } },
      { advanceSeconds: 1 },
      { send: { type: 'invite.choose', user: ARJUN } },
      { send: { type: 'invite.submit' } },
    ],
    expected: {
      state: 'invite.open.idle,requests.idle',
      emitted: ['toast: User is already a collaborator'],
      calls: { searchUsers: 1, addCollaborator: 1 },
    },
  },
  {
    name: 'arjun leaves the trip: confirmed, then sent to /trips',
    input,
    answers: { leaveTrip: [{ ok: undefined }] },
    steps: [{ send: { type: 'leave.ask' } }, { send: { type: 'confirm.accept' } }],
    expected: {
      state: IDLE,
      emitted: ['toast: You left the trip', 'left'],
      calls: { leaveTrip: 1 },
    },
  },
  {
    name: 'a demoted member tries to remove someone: the server message, not a raw error',
    input,
    answers: {
      removeCollaborator: [{ fail: 'Only the trip owner can remove collaborators' }],
    },
    steps: [
      { send: { type: 'remove.ask', userId: 'u-lena', name: 'Lena' } },
      { send: { type: 'confirm.accept' } },
      { send: { type: 'members.detailsFailed' } },
    ],
    expected: {
      state: IDLE,
      emitted: [
        'toast: Only the trip owner can remove collaborators',
        'toast: Failed to fetch user details',
      ],
      calls: { removeCollaborator: 1 },
    },
  },
];
