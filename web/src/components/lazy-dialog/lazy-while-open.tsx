import { Suspense, lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * A dialog that is mounted only while open, its code loaded when it first opens (`React.lazy`,
 * issue 19: most visits never open it, and the page's first view then carries none of its code,
 * nor the form libraries it brings). Until the code is in, nothing shows and focus stays on the
 * control that opened it, which the dialog notes as the place to give focus back to.
 */
export function lazyWhileOpen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => ReactNode {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyWhileOpen(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
