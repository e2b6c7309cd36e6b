import { Suspense, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/** Says when what was loaded beside it (the same Suspense boundary) has mounted. */
function OnMounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/**
 * A dialog whose code loads when it first opens (`React.lazy`, issue 19: most visits never open it,
 * and the first view then carries none of its code), kept mounted afterwards so that closing
 * animates and gives focus back. `children` gets the `opened` to hand on: true only once the loaded
 * dialog has mounted, since Mantine notes the element to give focus back to when `opened` changes,
 * not on a mount that starts open.
 */
export function LazyOnFirstOpen({
  opened,
  children,
}: {
  opened: boolean;
  children: (opened: boolean) => ReactNode;
}) {
  const [wasOpened, setWasOpened] = useState(false);
  if (opened && !wasOpened) setWasOpened(true);
  const [mounted, setMounted] = useState(false);
  const onMounted = useCallback(() => setMounted(true), []);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      {children(opened && mounted)}
      <OnMounted onMounted={onMounted} />
    </Suspense>
  );
}
