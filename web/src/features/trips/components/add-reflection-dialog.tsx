import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { z } from 'zod';
import { MAX_REFLECTION_LENGTH } from '@machines/memories/constants';
import {
  isReflectionNearLimit,
  selectCanSaveReflection,
  selectReflectionProblem,
  selectReflectionSaved,
  selectReflectionSaving,
  selectReflectionText,
} from '@machines/memories/reflection.machine';
import { useSessionDraft } from '@web/lib/forms/use-session-draft';
import { ADD_REFLECTION, CANCEL, CLOSE, REFLECTION_LABEL, SAVE } from '../constants';
import type { MemoryTarget } from '../hooks/use-photo-upload-editor';
import { useReflectionEditor } from '../hooks/use-reflection-editor';

const reflectionDraftKey = ({ tripId, day, activityId }: MemoryTarget) =>
  `reflection.${tripId}.${day}.${activityId}`;

/**
 * Add Reflection for one activity (spec 001 §2, §5, §8, §9; checklist 13.7–13.9): an "N/500"
 * counter that turns red above 450, the 500-character message, Save off while empty. It closes
 * once saved; a failed save keeps the text. The text is kept as a draft until saved (issue 18).
 */
export function AddReflectionDialog({
  target,
  activityTitle,
  onClose,
}: {
  target: MemoryTarget;
  activityTitle: string;
  onClose: () => void;
}) {
  const reflection = useReflectionEditor(target);
  const text = useSelector(reflection, selectReflectionText);
  const problem = useSelector(reflection, selectReflectionProblem);
  const canSave = useSelector(reflection, selectCanSaveReflection);
  const saving = useSelector(reflection, selectReflectionSaving);
  const saved = useSelector(reflection, selectReflectionSaved);
  const draft = useSessionDraft(reflectionDraftKey(target), z.string());
  const { restored: restoredText, clear: clearDraft } = draft;

  // Once per mount: a text typed before the session ended comes back.
  useEffect(() => {
    if (restoredText !== undefined) {
      reflection.send({ type: 'reflection.changed', text: restoredText });
    }
  }, [restoredText, reflection]);

  useEffect(() => {
    if (saved) {
      clearDraft();
      onClose();
    }
  }, [saved, onClose, clearDraft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reflection.send({ type: 'reflection.save' });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${ADD_REFLECTION}: ${activityTitle}`}
      centered
      closeButtonProps={{ 'aria-label': CLOSE }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label={REFLECTION_LABEL}
            value={text}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              draft.keep(typed);
              reflection.send({ type: 'reflection.changed', text: typed });
            }}
            error={problem}
            rows={5}
            readOnly={saving}
            data-autofocus
            aria-describedby="reflection-counter"
          />
          <Text
            id="reflection-counter"
            size="sm"
            ta="right"
            c={isReflectionNearLimit(text) ? 'red' : 'dimmed'}
            data-near-limit={isReflectionNearLimit(text)}
            data-testid="reflection-counter"
          >
            {text.length}/{MAX_REFLECTION_LENGTH}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {CANCEL}
            </Button>
            <Button type="submit" disabled={!canSave && !saving} loading={saving}>
              {SAVE}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
