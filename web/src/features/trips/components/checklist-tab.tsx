import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import {
  checklistItemOf,
  selectChecklistAdding,
  selectChecklistDraft,
  selectChecklistHiddenIds,
  selectChecklistToggled,
  toggledTicks,
} from '@machines/trips/checklist.machine';
import { hiddenIdSet } from '@machines/trips/undo-window';
import type { ChecklistActorRef } from '@machines/trips/checklist.machine';
import type { TripDetailFieldsFragment } from '@web/gql/graphql';
import { CHECKLIST_EMPTY, CHECKLIST_ITEM_MAX_LENGTH } from '../constants';
import classes from './trips.module.css';

/**
 * The Checklist tab (spec 001 §2, §5): the new item's field for those who can edit, and the items;
 * ticking or removing one goes to the checklist machine, which shows the toasts. A removed item
 * leaves the list at once (its Undo toast can bring it back) and returns if the removal fails. A
 * tick shows at once, before the server answers, and goes back if the toggle fails (issue 18).
 */
export function ChecklistTab({
  trip,
  checklist,
}: {
  trip: TripDetailFieldsFragment;
  checklist: ChecklistActorRef;
}) {
  const draft = useSelector(checklist, selectChecklistDraft);
  const adding = useSelector(checklist, selectChecklistAdding);
  const hiddenIds = hiddenIdSet(useSelector(checklist, selectChecklistHiddenIds));
  const asked = toggledTicks(useSelector(checklist, selectChecklistToggled));
  const items = trip.checklist.filter((item) => !hiddenIds.has(item.id));
  return (
    <Stack gap="md">
      {trip.viewerCanEdit && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            checklist.send({ type: 'checklist.add' });
          }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              label="New checklist item"
              placeholder="e.g. Pack the passport"
              maxLength={CHECKLIST_ITEM_MAX_LENGTH}
              value={draft}
              onChange={(event) =>
                checklist.send({ type: 'checklist.draftChanged', text: event.currentTarget.value })
              }
              style={{ flex: 1 }}
            />
            <Button type="submit" disabled={checklistItemOf(draft) === ''} loading={adding}>
              Add
            </Button>
          </Group>
        </form>
      )}
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {CHECKLIST_EMPTY}
        </Text>
      ) : (
        <Paper withBorder radius="md">
          {items.map((item) => (
            <ChecklistRow
              key={item.id}
              item={item}
              checked={asked.get(item.id) ?? item.isCompleted}
              canEdit={trip.viewerCanEdit}
              checklist={checklist}
            />
          ))}
        </Paper>
      )}
    </Stack>
  );
}

type ChecklistItem = TripDetailFieldsFragment['checklist'][number];

/**
 * One item: re-renders only when it changes, so ticking one of 100 redraws one row. `checked` is
 * the tick asked for while its toggle is on its way, else the item's own.
 */
const ChecklistRow = memo(function ChecklistRow({
  item,
  checked,
  canEdit,
  checklist,
}: {
  item: ChecklistItem;
  checked: boolean;
  canEdit: boolean;
  checklist: ChecklistActorRef;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      px="md"
      py="xs"
      mih={48}
      className={classes.checklistRow}
    >
      <Checkbox
        label={item.item}
        checked={checked}
        disabled={!canEdit}
        onChange={(event) =>
          checklist.send({
            type: 'checklist.toggle',
            itemId: item.id,
            isCompleted: event.currentTarget.checked,
          })
        }
        styles={{
          label: {
            textDecoration: checked ? 'line-through' : undefined,
            // View-only items are read, not greyed out like an unavailable control.
            color: checked ? 'var(--mantine-color-dimmed)' : 'var(--mantine-color-text)',
            cursor: canEdit ? undefined : 'default',
          },
        }}
      />
      {canEdit && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${item.item}`}
          onClick={() =>
            checklist.send({ type: 'checklist.remove', itemId: item.id, item: item.item })
          }
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
});
