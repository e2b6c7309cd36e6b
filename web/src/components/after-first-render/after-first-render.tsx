import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { yieldToMain } from '@web/lib/scheduling/yield-to-main';

/**
 * False on a component's first render, true from a render in a task after that render's commit
 * (issue 19). For what a page does not show at first but mounts at once: the toasts' container, the
 * floating feedback button, a closed overlay. Mantine mounts each portal in a layout effect, which
 * made every one of them a synchronous re-render inside the app's first commit (35–55 ms at 4× CPU
 * on `/`); mounted a task later, each is a short task of its own.
 */
export function useAfterFirstRender(): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    let unmounted = false;
    void yieldToMain().then(() => {
      // Rendered and committed in this task: React would otherwise batch every waiting component
      // into one render, one long task again (110 ms at 4× CPU on /explore, the three together).
      if (!unmounted) flushSync(() => setRendered(true));
    });
    return () => {
      unmounted = true;
    };
  }, []);
  return rendered;
}

/** Renders its children from a task after its first render's commit (`useAfterFirstRender`). */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  return useAfterFirstRender() ? children : null;
}
