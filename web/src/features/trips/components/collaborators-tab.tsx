import { Avatar, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import { COMING_SOON, INVITE, NO_COLLABORATORS } from '../constants';

type Member = TripDetailFieldsFragment['owner'];

const memberName = (member: Member) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') ||
  member.userName ||
  'Unknown User';

function MemberCard({ member, role }: { member: Member; role: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Group wrap="nowrap">
        <Avatar
          src={member.profilePic}
          name={memberName(member)}
          alt=""
          radius="xl"
          color="teal"
          variant="filled"
        />
        <div style={{ flex: 1 }}>
          <Text fw={500}>{memberName(member)}</Text>
          {member.userName && (
            <Text size="sm" c="dimmed">
              @{member.userName}
            </Text>
          )}
        </div>
        <Badge variant="light" tt="capitalize">
          {role}
        </Badge>
      </Group>
    </Card>
  );
}

/**
 * The Collaborators tab (spec 001 §2): the owner, then each collaborator with their role. The
 * sharing issue adds invitations and role changes (a machine of their own then).
 */
export function CollaboratorsTab({ trip }: { trip: TripDetailFieldsFragment }) {
  return (
    <Stack gap="md">
      {trip.viewerIsOwner && (
        <Group justify="flex-end">
          <Tooltip label={COMING_SOON}>
            <Button data-disabled disabled leftSection={<IconPlus size={18} aria-hidden />}>
              {INVITE}
            </Button>
          </Tooltip>
        </Group>
      )}
      <MemberCard member={trip.owner} role="Owner" />
      {trip.collaborators.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {NO_COLLABORATORS}
        </Text>
      ) : (
        trip.collaborators.map((collaborator) => (
          <MemberCard
            key={collaborator.user.id}
            member={collaborator.user}
            role={collaborator.role.toLowerCase()}
          />
        ))
      )}
    </Stack>
  );
}
