import { Badge, Box, Button, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '@machines/session/session.machine';
import { AppLogo } from './app-logo';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { useFeedbackSlot } from './feedback-slot';
import classes from './layout.module.css';
import type { PlaceSearchSlot } from './place-search-slot';
import { formatDesktopTripBadge } from './trip-badge';
import { UserMenu } from './user-menu';

interface DesktopHeaderProps {
  user: SessionUser | null;
  tripCount: number | null;
  onLogout: () => void;
  placeSearch: PlaceSearchSlot;
}

/** Desktop top bar (spec 000 §2, 768 px and up): logo, place search, links, user menu or Login. */
export function DesktopHeader({
  user,
  tripCount,
  onLogout,
  placeSearch: PlaceSearchBox,
}: DesktopHeaderProps) {
  const { open: openFeedback } = useFeedbackSlot();
  return (
    <Box component="header" className={classes.header}>
      <Container className={classes.headerInner}>
        <Group h="100%" wrap="nowrap" justify="space-between" className={classes.headerRow}>
          <AppLogo />
          <Box flex={1} maw={360} miw={120}>
            <PlaceSearchBox />
          </Box>
          <Group component="nav" aria-label="Main" gap={4} wrap="nowrap">
            <Link to="/" className={classes.navLink} activeOptions={{ exact: true }}>
              Home
            </Link>
            <Link to="/explore" className={classes.navLink}>
              Explore
            </Link>
            {user !== null && (
              <Link to="/trips" className={classes.navLink}>
                Your Trips
                {tripCount !== null && tripCount > 0 && (
                  <Badge size="sm" circle={tripCount < 10}>
                    {formatDesktopTripBadge(tripCount)}
                  </Badge>
                )}
              </Link>
            )}
            <button type="button" className={classes.navLink} onClick={openFeedback}>
              Feedback
            </button>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            {user === null ? (
              <Button renderRoot={(props) => <Link to="/login" {...props} />}>Login</Button>
            ) : (
              <UserMenu user={user} onLogout={onLogout} />
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
