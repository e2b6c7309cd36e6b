import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from './constants';

/** The toast types of spec 001 §2, §3. */
export type ToastType = 'success' | 'error' | 'info' | 'warning';

const colourByType: Record<ToastType, string> = {
  success: 'green',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
};

export interface Toast {
  message: string;
  type: ToastType;
  /** ms before it closes by itself; 0 keeps it until closed (spec 001 §4). */
  duration?: number;
  /**
   * One button beside the message (e.g. Undo); pressing it runs `onPress` and closes the toast.
   * Mantine keeps a toast open while it is hovered or focused, so the button can be reached by Tab.
   */
  action?: ToastActionButton;
}

export interface ToastActionButton {
  label: string;
  onPress: () => void;
}

function messageWithAction(
  message: string,
  action: ToastActionButton,
  close: () => void,
): ReactNode {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{message}</Text>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          action.onPress();
          close();
        }}
      >
        {action.label}
      </Button>
    </Group>
  );
}

let actionToastCount = 0;

/** Shows a toast in the top-right area (each with a close button); returns its id. */
export function showToast({ message, type, duration = TOAST_DURATION_MS, action }: Toast): string {
  actionToastCount += 1;
  const id = action === undefined ? undefined : `toast-action-${actionToastCount}`;
  return notifications.show({
    id,
    message:
      action === undefined || id === undefined
        ? message
        : messageWithAction(message, action, () => notifications.hide(id)),
    color: colourByType[type],
    autoClose: duration === 0 ? false : duration,
    withCloseButton: true,
    // Mantine's close button has no text: name it for screen readers (axe "button-name").
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
