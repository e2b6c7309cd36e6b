import { Suspense, lazy, useLayoutEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * Gives focus back to the control that opened a dialog once the dialog has gone. Mantine's modal
 * does so when its `opened` turns false, not when it is unmounted while open, which is how a dialog
 * mounted only while open closes: focus was left on the page's body.
 */
function useFocusBackOnUnmount() {
  useLayoutEffect(() => {
    // Mounted in the commit that opens the dialog, before the dialog's code (loaded later) or its
    // focus trap can move focus: what has focus now opened it.
    const opener = document.activeElement;
    return () => {
      // After the commit that removed the dialog, unless something else has taken focus since.
      setTimeout(() => {
        const focusLost =
          document.activeElement === null || document.activeElement === document.body;
        if (focusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
  }, []);
}

/**
 * A dialog that is mounted only while open, its code loaded when it first opens (`React.lazy`,
 * issue 19: most visits never open it, and the page's first view then carries none of its code,
 * nor the form libraries it brings). Until the code is in, nothing shows and focus stays on the
 * control that opened it; when the dialog goes, focus goes back to that control.
 */
export function lazyWhileOpen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => ReactNode {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyWhileOpen(props: Props) {
    useFocusBackOnUnmount();
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
