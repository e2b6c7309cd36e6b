import { List, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { PasswordChecklist as Checklist } from '@machines/password-reset/reset-password.machine';

const ITEMS: { key: keyof Checklist; text: string }[] = [
  { key: 'hasMinLength', text: 'At least 6 characters' },
  { key: 'hasLetters', text: 'Contains letters' },
  { key: 'hasNumbers', text: 'Contains numbers' },
];

/**
 * The live checklist under the new password (spec 001 §2 "Reset password"). Only the length is
 * enforced (§5); letters and numbers are hints. Each item says whether it is met, for screen readers
 * too.
 */
export function PasswordChecklist({ checklist }: { checklist: Checklist }) {
  return (
    <List size="sm" spacing={4} center aria-label="Password requirements">
      {ITEMS.map(({ key, text }) => {
        const met = checklist[key];
        return (
          <List.Item
            key={key}
            c={met ? 'var(--mantine-color-teal-text)' : 'dimmed'}
            icon={
              met ? (
                <IconCircleCheck size={18} aria-hidden />
              ) : (
                <IconCircleDashed size={18} aria-hidden />
              )
            }
          >
            {text}
            <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
