import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconClock, IconMapPin, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ItineraryDay } from '@machines/trips/itinerary';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import {
  ADD_ACTIVITY,
  ADD_PLACE,
  CHECKLIST_EMPTY,
  COMING_SOON,
  EDIT_TRIP,
  INVITE,
  NO_ACTIVITIES,
  NO_COLLABORATORS,
  NO_DAYS,
  NO_DESTINATIONS,
  VIEW_PLACE,
} from '../constants';
import classes from './trips.module.css';

type Trip = TripDetailFieldsFragment;
type Member = Trip['owner'];

const memberName = (member: Member) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') ||
  member.userName ||
  'Unknown User';

const typeLabel = (type: string) => type.replace(/_/g, ' ');

export function DestinationsTab({
  trip,
  onAdd,
  onRemove,
}: {
  trip: Trip;
  onAdd: () => void;
  onRemove: (destination: { id: string; name: string }) => void;
}) {
  return (
    <Stack gap="md">
      {trip.viewerCanEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
            {ADD_PLACE}
          </Button>
        </Group>
      )}
      {trip.destinations.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {NO_DESTINATIONS}
        </Text>
      ) : (
        trip.destinations.map((destination) => (
          <Card key={destination.id} withBorder radius="md" padding="sm">
            <Group wrap="nowrap" align="flex-start">
              <img src={destination.imageUrl} alt="" className={classes.destinationImage} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                {destination.types[0] && (
                  <Badge variant="light" size="sm" tt="capitalize" w="fit-content">
                    {typeLabel(destination.types[0])}
                  </Badge>
                )}
                <Title order={3} fz="md">
                  {destination.name}
                </Title>
                {destination.address && (
                  <Text size="sm" c="dimmed">
                    {destination.address}
                  </Text>
                )}
                <Anchor component={Link} to={`/place/${destination.placeId}`} size="sm">
                  {VIEW_PLACE}
                </Anchor>
              </Stack>
              {trip.viewerCanEdit && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${destination.name}`}
                  onClick={() => onRemove(destination)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Card>
        ))
      )}
    </Stack>
  );
}

const timeRange = (start: string | null, end: string | null) =>
  [start, end].filter(Boolean).join(' - ');

export function ItineraryTab({
  trip,
  days,
  onAddActivity,
  onRemoveActivity,
  onEditTrip,
}: {
  trip: Trip;
  days: readonly ItineraryDay[];
  onAddActivity: (day: number) => void;
  onRemoveActivity: (day: number, activity: { id: string; title: string }) => void;
  onEditTrip: () => void;
}) {
  if (days.length === 0) {
    return (
      <Stack align="center" py="lg" gap="sm">
        <Text c="dimmed">{NO_DAYS}</Text>
        {trip.viewerCanEdit && <Button onClick={onEditTrip}>{EDIT_TRIP}</Button>}
      </Stack>
    );
  }
  const destinationName = new Map(trip.destinations.map((entry) => [entry.id, entry.name]));
  const placeOf = (destinationId: string | null) =>
    destinationId === null ? undefined : destinationName.get(destinationId);
  return (
    <Stack gap="md">
      {days.map((day) => {
        const activities =
          trip.itineraryDays.find((entry) => entry.day === day.day)?.activities ?? [];
        return (
          <Paper
            key={day.day}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={day.title}
          >
            <Group justify="space-between" mb="sm">
              <div>
                <Title order={3} fz="lg">
                  {day.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {day.dateLabel}
                </Text>
              </div>
              {trip.viewerCanEdit && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => onAddActivity(day.day)}
                  aria-label={`${ADD_ACTIVITY} to ${day.title}`}
                >
                  {ADD_ACTIVITY}
                </Button>
              )}
            </Group>
            {activities.length === 0 ? (
              <Text size="sm" c="dimmed">
                {NO_ACTIVITIES}
              </Text>
            ) : (
              <Stack gap="xs">
                {activities.map((activity) => (
                  <Card key={activity.id} withBorder padding="sm" radius="sm">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Stack gap={4} miw={0}>
                        <Text fw={600}>{activity.title}</Text>
                        {(timeRange(activity.startTime, activity.endTime) !== '' ||
                          placeOf(activity.destinationId) !== undefined) && (
                          <Group gap="md" c="dimmed" style={{ rowGap: 2 }}>
                            {timeRange(activity.startTime, activity.endTime) !== '' && (
                              <Group gap={4} wrap="nowrap">
                                <IconClock size={16} aria-hidden />
                                <Text size="sm">
                                  {timeRange(activity.startTime, activity.endTime)}
                                </Text>
                              </Group>
                            )}
                            {placeOf(activity.destinationId) !== undefined && (
                              <Group gap={4} wrap="nowrap">
                                <IconMapPin size={16} aria-hidden />
                                <Text size="sm">{placeOf(activity.destinationId)}</Text>
                              </Group>
                            )}
                          </Group>
                        )}
                        {activity.notes && <Text size="sm">{activity.notes}</Text>}
                      </Stack>
                      {trip.viewerCanEdit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${activity.title}`}
                          onClick={() => onRemoveActivity(day.day, activity)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Card>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

export function ChecklistTab({
  trip,
  onAdd,
  onToggle,
  onRemove,
}: {
  trip: Trip;
  onAdd: (item: string) => Promise<boolean>;
  onToggle: (itemId: string, isCompleted: boolean) => void;
  onRemove: (itemId: string) => void;
}) {
  const [text, setText] = useState('');
  return (
    <Stack gap="md">
      {trip.viewerCanEdit && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const item = text.trim();
            if (item === '') return;
            void onAdd(item).then((added) => {
              if (added) setText('');
            });
          }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              label="New checklist item"
              placeholder="e.g. Pack the passport"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" disabled={text.trim() === ''}>
              Add
            </Button>
          </Group>
        </form>
      )}
      {trip.checklist.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {CHECKLIST_EMPTY}
        </Text>
      ) : (
        <Paper withBorder radius="md">
          {trip.checklist.map((item) => (
            <Group
              key={item.id}
              justify="space-between"
              wrap="nowrap"
              px="md"
              py="xs"
              mih={48}
              className={classes.checklistRow}
            >
              <Checkbox
                label={item.item}
                checked={item.isCompleted}
                disabled={!trip.viewerCanEdit}
                onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
                styles={{
                  label: {
                    textDecoration: item.isCompleted ? 'line-through' : undefined,
                    // View-only items are read, not greyed out like an unavailable control.
                    color: item.isCompleted
                      ? 'var(--mantine-color-dimmed)'
                      : 'var(--mantine-color-text)',
                    cursor: trip.viewerCanEdit ? undefined : 'default',
                  },
                }}
              />
              {trip.viewerCanEdit && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${item.item}`}
                  onClick={() => onRemove(item.id)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Paper>
      )}
    </Stack>
  );
}

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

/** The sharing issue adds invitations and role changes; this lists who is on the trip. */
export function CollaboratorsTab({ trip }: { trip: Trip }) {
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
