import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from './constants';

/** True from 768 px up (desktop layout), false below (mobile layout). Known on the first render. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`, true, {
    getInitialValueInEffect: false,
  });
}
