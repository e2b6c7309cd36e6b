import { Badge } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import {
  IconCompass,
  IconHome,
  IconLogin2,
  IconMap2,
  IconSearch,
  IconUserCircle,
} from '@tabler/icons-react';
import type { SessionUser } from '@machines/session/session.machine';
import { useFeedbackSlot } from './feedback-slot';
import classes from './layout.module.css';
import { MobileProfileSheet } from './mobile-profile-sheet';
import { MobileSearchOverlay } from './mobile-search-overlay';
import type { PlaceSearchSlot } from './place-search-slot';
import { formatMobileTripBadge } from './trip-badge';
import { useRouteChange } from './use-route-change';

interface MobileTabBarProps {
  user: SessionUser | null;
  tripCount: number | null;
  onLogout: () => void;
  placeSearch: PlaceSearchSlot;
}

/**
 * The fixed bottom tab bar (spec 000 §2, under 768 px): Home, Explore, Search, then Trips and
 * Profile for signed-in users or Login for guests.
 */
export function MobileTabBar({ user, tripCount, onLogout, placeSearch }: MobileTabBarProps) {
  const [searchOpened, search] = useDisclosure(false);
  const [profileOpened, profile] = useDisclosure(false);
  const { open: openFeedback } = useFeedbackSlot();
  const isOnProfile = useLocation({
    select: (location) => location.pathname.startsWith('/profile'),
  });
  useRouteChange(() => {
    search.close();
    profile.close();
  });
  return (
    <>
      <nav aria-label="Main" className={classes.tabBar}>
        <Link to="/" className={classes.tab} activeOptions={{ exact: true }}>
          <IconHome size={22} aria-hidden />
          Home
        </Link>
        <Link to="/explore" className={classes.tab}>
          <IconCompass size={22} aria-hidden />
          Explore
        </Link>
        <button
          type="button"
          className={classes.tab}
          data-active={searchOpened}
          aria-haspopup="dialog"
          onClick={search.open}
        >
          <IconSearch size={22} aria-hidden />
          Search
        </button>
        {user === null ? (
          <Link to="/login" className={classes.tab}>
            <IconLogin2 size={22} aria-hidden />
            Login
          </Link>
        ) : (
          <>
            <Link to="/trips" className={classes.tab}>
              <span className={classes.tabIcon}>
                <IconMap2 size={22} aria-hidden />
                {tripCount !== null && tripCount > 0 && (
                  <Badge size="xs" className={classes.tabBadge}>
                    {formatMobileTripBadge(tripCount)}
                  </Badge>
                )}
              </span>
              Trips
            </Link>
            <button
              type="button"
              className={classes.tab}
              data-active={profileOpened || isOnProfile}
              aria-haspopup="dialog"
              onClick={profile.open}
            >
              <IconUserCircle size={22} aria-hidden />
              Profile
            </button>
          </>
        )}
      </nav>
      <MobileSearchOverlay opened={searchOpened} onClose={search.close} placeSearch={placeSearch} />
      {user !== null && (
        <MobileProfileSheet
          user={user}
          opened={profileOpened}
          onClose={profile.close}
          onFeedback={openFeedback}
          onLogout={onLogout}
        />
      )}
    </>
  );
}
