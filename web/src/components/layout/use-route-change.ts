import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';

/** Calls `onChange` after each navigation to another path (menus close on route change, spec 000 §2). */
export function useRouteChange(onChange: () => void): void {
  const router = useRouter();
  const handleChange = useEffectEvent(onChange);
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.pathChanged) handleChange();
      }),
    [router],
  );
}
