import { Avatar, Badge, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDoorExit, IconPlus, IconUserMinus } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  selectConfirmBusy,
  selectConfirming,
  selectRoleEdit,
  selectRoleSaving,
} from '@machines/collaborators/collaborators.machine';
import type {
  CollaboratorRole,
  CollaboratorsActorRef,
} from '@machines/collaborators/collaborators.machine';
import { useSession } from '@web/actors/session';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import {
  CANCEL,
  CHANGE_ROLE,
  INVITE,
  LEAVE_TRIP,
  LEAVE_TRIP_MESSAGE,
  NO_COLLABORATORS,
  REMOVE,
  ROLE_LABEL,
  ROLE_NAMES,
  SAVE,
  TRIP_CREATOR,
  YOU,
  removeCollaboratorMessage,
  removeCollaboratorTitle,
} from '../constants';
import { memberInitial, memberName } from '../utils/member-name';
import { AddCollaboratorDialog } from './add-collaborator-dialog';
import { ConfirmDialog } from './confirm-dialog';

type Member = TripDetailFieldsFragment['owner'];

const roleOf = (role: 'VIEWER' | 'EDITOR'): CollaboratorRole =>
  role === 'EDITOR' ? 'editor' : 'viewer';
const ROLE_OPTIONS = (['viewer', 'editor'] as const).map((value) => ({
  value,
  label: ROLE_NAMES[value],
}));

function MemberCard({
  member,
  isViewer,
  badge,
  controls,
}: {
  member: Member;
  isViewer: boolean;
  badge: React.ReactNode;
  controls?: React.ReactNode;
}) {
  const name = memberName(member);
  return (
    <Card withBorder radius="md" padding="sm" aria-label={name} component="li">
      <Group wrap="wrap" gap="sm">
        <Group wrap="nowrap" gap="sm" style={{ flex: 1, minWidth: 200 }}>
          <Avatar src={member.profilePic} alt="" radius="xl" color="teal" variant="filled">
            {memberInitial(member)}
          </Avatar>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={500} truncate>
              {name}
              {isViewer && (
                <Text span c="dimmed" fw={400}>
                  {` (${YOU})`}
                </Text>
              )}
            </Text>
            {member.userName && (
              <Text size="sm" c="dimmed" truncate>
                @{member.userName}
              </Text>
            )}
          </div>
          {badge}
        </Group>
        {controls}
      </Group>
    </Card>
  );
}

/**
 * The Collaborators tab (spec 001 §2, §4, §6; checklist 11.1–11.5, 11.8): the owner ("Trip
 * Creator"), then each collaborator with their role. Owner and editors invite; only the owner edits
 * a role (inline select with Save and Cancel) or removes someone; a collaborator may leave.
 */
export function CollaboratorsTab({
  trip,
  collaborators,
}: {
  trip: TripDetailFieldsFragment;
  collaborators: CollaboratorsActorRef;
}) {
  const viewerId = useSession().user?.id ?? null;
  const roleEdit = useSelector(collaborators, selectRoleEdit);
  const roleSaving = useSelector(collaborators, selectRoleSaving);
  const confirming = useSelector(collaborators, selectConfirming);
  const confirmBusy = useSelector(collaborators, selectConfirmBusy);
  // The closing dialog keeps its words while it fades out.
  const [shown, setShown] = useState(confirming);
  if (confirming !== null && confirming !== shown) setShown(confirming);
  const isMember = trip.collaborators.some((collaborator) => collaborator.user.id === viewerId);
  const memberIds = [trip.owner.id, ...trip.collaborators.map((c) => c.user.id)];

  return (
    <Stack gap="md">
      {(trip.viewerCanEdit || (!trip.viewerIsOwner && isMember)) && (
        <Group justify="flex-end" gap="sm">
          {!trip.viewerIsOwner && isMember && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconDoorExit size={18} aria-hidden />}
              onClick={() => collaborators.send({ type: 'leave.ask' })}
            >
              {LEAVE_TRIP}
            </Button>
          )}
          {trip.viewerCanEdit && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => collaborators.send({ type: 'invite.open', memberIds })}
            >
              {INVITE}
            </Button>
          )}
        </Group>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        <MemberCard
          member={trip.owner}
          isViewer={trip.owner.id === viewerId}
          badge={<Badge variant="light">{TRIP_CREATOR}</Badge>}
        />
        {trip.collaborators.map(({ user, role }) => {
          const name = memberName(user);
          const editing = roleEdit?.userId === user.id ? roleEdit : null;
          return (
            <MemberCard
              key={user.id}
              member={user}
              isViewer={user.id === viewerId}
              badge={
                editing ? null : (
                  <Badge variant="outline" color="gray">
                    {ROLE_NAMES[roleOf(role)]}
                  </Badge>
                )
              }
              controls={
                trip.viewerIsOwner && (
                  <Group gap="xs" wrap="nowrap" ml="auto">
                    {editing ? (
                      <>
                        <NativeSelect
                          aria-label={`${ROLE_LABEL} of ${name}`}
                          data={ROLE_OPTIONS}
                          value={editing.role}
                          onChange={(event) =>
                            collaborators.send({
                              type: 'role.changed',
                              role: event.currentTarget.value as CollaboratorRole,
                            })
                          }
                          w={120}
                          size="xs"
                        />
                        <Button
                          size="xs"
                          loading={roleSaving}
                          onClick={() => collaborators.send({ type: 'role.save' })}
                        >
                          {SAVE}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => collaborators.send({ type: 'role.cancel' })}
                        >
                          {CANCEL}
                        </Button>
                      </>
                    ) : (
                      <>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`${CHANGE_ROLE} of ${name}`}
                          onClick={() =>
                            collaborators.send({
                              type: 'role.edit',
                              userId: user.id,
                              role: roleOf(role),
                            })
                          }
                        >
                          {CHANGE_ROLE}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={`${REMOVE} ${name}`}
                          leftSection={<IconUserMinus size={16} aria-hidden />}
                          onClick={() =>
                            collaborators.send({ type: 'remove.ask', userId: user.id, name })
                          }
                        >
                          {REMOVE}
                        </Button>
                      </>
                    )}
                  </Group>
                )
              }
            />
          );
        })}
      </Stack>
      {trip.collaborators.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {NO_COLLABORATORS}
        </Text>
      )}
      <AddCollaboratorDialog collaborators={collaborators} />
      <ConfirmDialog
        opened={confirming !== null}
        title={shown?.kind === 'leave' ? LEAVE_TRIP : removeCollaboratorTitle}
        message={
          shown?.kind === 'remove' ? removeCollaboratorMessage(shown.name) : LEAVE_TRIP_MESSAGE
        }
        confirmLabel={shown?.kind === 'leave' ? LEAVE_TRIP : REMOVE}
        busy={confirmBusy}
        onClose={() => collaborators.send({ type: 'confirm.cancel' })}
        onConfirm={() => collaborators.send({ type: 'confirm.accept' })}
      />
    </Stack>
  );
}
