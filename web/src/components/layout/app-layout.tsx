import { Box } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { SessionUser } from '@machines/session/session.machine';
import { MOBILE_TAB_BAR_HEIGHT_PX } from './constants';
import { DesktopHeader } from './desktop-header';
import classes from './layout.module.css';
import { MobileTabBar } from './mobile-tab-bar';
import { MobileTopBar } from './mobile-top-bar';
import type { PlaceSearchSlot } from './place-search-slot';
import { useIsDesktop } from './use-is-desktop';

export interface AppLayoutProps {
  /** The signed-in user, or null for a guest. */
  user: SessionUser | null;
  /** The signed-in user's trip count for the badges; null while unknown. */
  tripCount: number | null;
  /** Runs the logout, then goes to / (spec 000 §2). */
  onLogout: () => void;
  /** The place search box of the header and the mobile Search overlay (the places feature's). */
  placeSearch: PlaceSearchSlot;
  children: ReactNode;
}

/** The main layout (spec 000 §2 "App-wide layout"): desktop top bar, or mobile top bar and tab bar. */
export function AppLayout({ user, tripCount, onLogout, placeSearch, children }: AppLayoutProps) {
  const isDesktop = useIsDesktop();
  return (
    <Box style={{ '--tab-bar-height': `${MOBILE_TAB_BAR_HEIGHT_PX}px` } as CSSProperties}>
      {isDesktop ? (
        <DesktopHeader
          user={user}
          tripCount={tripCount}
          onLogout={onLogout}
          placeSearch={placeSearch}
        />
      ) : (
        <MobileTopBar />
      )}
      <main className={isDesktop ? classes.main : `${classes.main} ${classes.mainWithTabBar}`}>
        {children}
      </main>
      {!isDesktop && (
        <MobileTabBar
          user={user}
          tripCount={tripCount}
          onLogout={onLogout}
          placeSearch={placeSearch}
        />
      )}
    </Box>
  );
}
