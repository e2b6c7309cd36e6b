import { describe, expect, it } from 'vitest';
import { advanceSeconds, deferred, settled } from '../shared/test-support';
import { fakeEffects, startMachine, toastTexts } from '../trips/trips.test-support';
import {
  createCollaboratorsMachine,
  selectAdding,
  selectChosen,
  selectConfirming,
  selectInviteOpen,
  selectRoleEdit,
  selectSearched,
  selectSearchFailed,
} from './collaborators.machine';
import type { CollaboratorsEffects, FoundUser } from './collaborators.machine';

const user = (userName: string): FoundUser => ({
  id: `u-${userName}`,
  userName,
  email: `${userName}@example.com`,
  profilePic: null,
});
const ARJUN = user('arjun');
const ANA = user('ana');

function startCollaborators() {
  const effects = fakeEffects<CollaboratorsEffects>([
    'searchUsers',
    'addCollaborator',
    'updateRole',
    'removeCollaborator',
    'leaveTrip',
  ]);
  const started = startMachine(createCollaboratorsMachine(effects), { tripId: 'trip-goa' });
  const left: string[] = [];
  started.actor.on('left', (event) => left.push(event.type));
  const type = (text: string) => started.actor.send({ type: 'invite.queryChanged', text });
  const open = (memberIds: string[] = ['u-maya']) =>
    started.actor.send({ type: 'invite.open', memberIds });
  return { ...started, effects, type, open, left };
}

describe('Add Collaborator search (spec 001 §2, §7 "sent after 400 ms", §9)', () => {
  it('sends one request per typing burst, 400 ms after the last keystroke', async () => {
    const { actor, clock, effects, type, open } = startCollaborators();
    effects.searchUsers.mockResolvedValue([ARJUN]);
    open();
    type('a');
    clock.increment(300);
    type('ar');
    clock.increment(300);
    type('arj');
    clock.increment(399);
    expect(effects.searchUsers).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.searchUsers.mock.calls).toEqual([[{ userName: 'arj' }]]);
    await settled(actor);
    expect(selectSearched(actor.getSnapshot())).toEqual({ query: 'arj', users: [ARJUN] });
  });

  it('an earlier answer arriving late never replaces the later one', async () => {
    const { actor, clock, effects, type, open } = startCollaborators();
    const first = deferred<FoundUser[]>();
    const second = deferred<FoundUser[]>();
    effects.searchUsers.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    open();
    type('a');
    clock.increment(400);
    type('an');
    clock.increment(400);
    second.resolve([ANA]);
    await settled(actor);
    first.resolve([ARJUN, ANA]);
    await Promise.resolve();
    await settled(actor);
    expect(selectSearched(actor.getSnapshot())).toEqual({ query: 'an', users: [ANA] });
  });

  it('a blank text sends nothing and clears the results; a failed search says so', async () => {
    const { actor, clock, effects, type, open } = startCollaborators();
    effects.searchUsers.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    open();
    type('zz');
    advanceSeconds(clock, 1);
    await settled(actor);
    expect(selectSearchFailed(actor.getSnapshot())).toBe(true);
    type('   ');
    advanceSeconds(clock, 1);
    expect(effects.searchUsers).toHaveBeenCalledTimes(1);
    expect(selectSearched(actor.getSnapshot())).toBeNull();
    expect(selectSearchFailed(actor.getSnapshot())).toBe(false);
  });
});

describe('adding a collaborator (spec 001 §5, §8; checklist 11.5, 11.7, 11.9)', () => {
  it('needs a chosen user who is not on the trip; viewer by default; closes with the toast', async () => {
    const { actor, effects, toasts, open } = startCollaborators();
    effects.addCollaborator.mockResolvedValue(undefined);
    open(['u-maya', 'u-lena']);
    actor.send({ type: 'invite.submit' });
    expect(effects.addCollaborator).not.toHaveBeenCalled();
    actor.send({ type: 'invite.choose', user: { ...user('lena'), id: 'u-lena' } });
    expect(selectChosen(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'invite.choose', user: ARJUN });
    actor.send({ type: 'invite.submit' });
    expect(effects.addCollaborator).toHaveBeenCalledWith({
      tripId: 'trip-goa',
      userId: 'u-arjun',
      role: 'viewer',
    });
    expect(selectAdding(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(selectInviteOpen(actor.getSnapshot())).toBe(false);
    expect(toastTexts(toasts)).toEqual(['success: Collaborator added successfully']);
  });

  it('sends the editor role when chosen; a refusal toasts the server message and stays open', async () => {
    const { actor, effects, toasts, open } = startCollaborators();
    effects.addCollaborator.mockRejectedValueOnce(new Error('User is already a collaborator'));
    open();
    actor.send({ type: 'invite.choose', user: ARJUN });
    actor.send({ type: 'invite.roleChanged', role: 'editor' });
    actor.send({ type: 'invite.submit' });
    await settled(actor);
    expect(effects.addCollaborator).toHaveBeenCalledWith(
      expect.objectContaining({ role: 'editor' }),
    );
    expect(selectInviteOpen(actor.getSnapshot())).toBe(true);
    expect(selectChosen(actor.getSnapshot())).toEqual(ARJUN);
    expect(toastTexts(toasts)).toEqual(['error: User is already a collaborator']);
  });

  it('typing again drops the chosen user; reopening starts afresh', () => {
    const { actor, type, open } = startCollaborators();
    open();
    actor.send({ type: 'invite.choose', user: ARJUN });
    actor.send({ type: 'invite.roleChanged', role: 'editor' });
    type('x');
    expect(selectChosen(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'invite.close' });
    open();
    expect(actor.getSnapshot().context).toMatchObject({ query: '', role: 'viewer', chosen: null });
  });
});

describe('role edit, removal, leaving (spec 001 §4, §6, §8; checklist 11.4, 11.10, 11.11)', () => {
  it('saves a changed role with its toast; an unchanged one just closes the select', async () => {
    const { actor, effects, toasts } = startCollaborators();
    effects.updateRole.mockResolvedValue(undefined);
    actor.send({ type: 'role.edit', userId: 'u-arjun', role: 'editor' });
    actor.send({ type: 'role.save' });
    expect(effects.updateRole).not.toHaveBeenCalled();
    expect(selectRoleEdit(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'role.edit', userId: 'u-arjun', role: 'editor' });
    actor.send({ type: 'role.changed', role: 'viewer' });
    actor.send({ type: 'role.save' });
    await settled(actor);
    expect(effects.updateRole).toHaveBeenCalledWith({
      tripId: 'trip-goa',
      userId: 'u-arjun',
      role: 'viewer',
    });
    expect(selectRoleEdit(actor.getSnapshot())).toBeNull();
    expect(toastTexts(toasts)).toEqual(['success: Collaborator role updated successfully']);
  });

  it('cancel sends nothing; a failed role change keeps the select and toasts the fallback', async () => {
    const { actor, effects, toasts } = startCollaborators();
    effects.updateRole.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    actor.send({ type: 'role.edit', userId: 'u-arjun', role: 'editor' });
    actor.send({ type: 'role.changed', role: 'viewer' });
    actor.send({ type: 'role.cancel' });
    expect(selectRoleEdit(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'role.edit', userId: 'u-arjun', role: 'editor' });
    actor.send({ type: 'role.changed', role: 'viewer' });
    actor.send({ type: 'role.save' });
    await settled(actor);
    expect(selectRoleEdit(actor.getSnapshot())).toMatchObject({ role: 'viewer' });
    expect(toastTexts(toasts)).toEqual(['error: Failed to update collaborator role']);
  });

  it('removes only after the confirmation naming the person', async () => {
    const { actor, effects, toasts } = startCollaborators();
    effects.removeCollaborator
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('Only the trip owner can remove collaborators'));
    actor.send({ type: 'remove.ask', userId: 'u-arjun', name: 'Arjun Rao' });
    expect(selectConfirming(actor.getSnapshot())).toEqual({
      kind: 'remove',
      userId: 'u-arjun',
      name: 'Arjun Rao',
    });
    actor.send({ type: 'confirm.cancel' });
    expect(effects.removeCollaborator).not.toHaveBeenCalled();
    actor.send({ type: 'remove.ask', userId: 'u-arjun', name: 'Arjun Rao' });
    actor.send({ type: 'confirm.accept' });
    await settled(actor);
    actor.send({ type: 'remove.ask', userId: 'u-lena', name: 'Lena' });
    actor.send({ type: 'confirm.accept' });
    await settled(actor);
    expect(effects.removeCollaborator.mock.calls).toEqual([
      [{ tripId: 'trip-goa', userId: 'u-arjun' }],
      [{ tripId: 'trip-goa', userId: 'u-lena' }],
    ]);
    expect(selectConfirming(actor.getSnapshot())).toBeNull();
    expect(toastTexts(toasts)).toEqual([
      'success: Collaborator removed successfully',
      'error: Only the trip owner can remove collaborators',
    ]);
  });

  it('leaving emits `left` once the server agrees, not before, and not on a failure', async () => {
    const { actor, effects, left } = startCollaborators();
    const answer = deferred<undefined>();
    effects.leaveTrip.mockRejectedValueOnce(new Error('')).mockReturnValueOnce(answer.promise);
    actor.send({ type: 'leave.ask' });
    actor.send({ type: 'confirm.accept' });
    await settled(actor);
    expect(left).toEqual([]);
    actor.send({ type: 'leave.ask' });
    actor.send({ type: 'confirm.accept' });
    expect(effects.leaveTrip).toHaveBeenLastCalledWith({ tripId: 'trip-goa' });
    expect(left).toEqual([]);
    answer.resolve(undefined);
    await settled(actor);
    expect(left).toEqual(['left']);
  });

  it('toasts "Failed to fetch user details" when the member cards cannot be loaded', () => {
    const { actor, toasts } = startCollaborators();
    actor.send({ type: 'members.detailsFailed' });
    expect(toastTexts(toasts)).toEqual(['error: Failed to fetch user details']);
  });
});
