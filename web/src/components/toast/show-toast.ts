import { notifications } from '@mantine/notifications';
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
}

/** Shows a toast in the top-right area (each with a close button); returns its id. */
export function showToast({ message, type, duration = TOAST_DURATION_MS }: Toast): string {
  return notifications.show({
    message,
    color: colourByType[type],
    autoClose: duration === 0 ? false : duration,
    withCloseButton: true,
    // Mantine's close button has no text: name it for screen readers (axe "button-name").
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
