/** What a key does in the photo viewer (spec 001 §2: Escape closes, arrows navigate, + or = zoom in, - zooms out). */
export type ViewerKeyAction = 'close' | 'previous' | 'next' | 'zoomIn' | 'zoomOut';

const actionByKey: Readonly<Record<string, ViewerKeyAction>> = {
  Escape: 'close',
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut', // the numeric keypad's minus and plus report '-' and '+' too
};

export interface ViewerKeyEvent {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * The viewer's action for a key press, or null. Presses with Ctrl, Meta or Alt stay the browser's
 * (Ctrl + / Ctrl - zoom the page, Alt + arrows go back in history).
 */
export function viewerActionOf(event: ViewerKeyEvent): ViewerKeyAction | null {
  if (event.ctrlKey === true || event.metaKey === true || event.altKey === true) return null;
  return actionByKey[event.key] ?? null;
}
