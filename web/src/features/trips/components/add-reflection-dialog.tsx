import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { MAX_REFLECTION_LENGTH } from '@machines/memories/constants';
import {
  isReflectionNearLimit,
  selectCanSaveReflection,
  selectReflectionProblem,
  selectReflectionSaved,
  selectReflectionSaving,
  selectReflectionText,
} from '@machines/memories/reflection.machine';
import { ADD_REFLECTION, CANCEL, CLOSE, REFLECTION_LABEL, SAVE } from '../constants';
import type { MemoryTarget } from '../hooks/use-photo-upload-editor';
import { useReflectionEditor } from '../hooks/use-reflection-editor';

/**
 * Add Reflection for one activity (spec 001 §2, §5, §8, §9; checklist 13.7–13.9): an "N/500"
 * counter that turns red above 450, the 500-character message, Save off while empty. It closes
 * once saved; a failed save keeps the text.
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

  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);

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
            onChange={(event) =>
              reflection.send({ type: 'reflection.changed', text: event.currentTarget.value })
            }
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
