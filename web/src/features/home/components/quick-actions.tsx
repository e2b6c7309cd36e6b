import { Badge, Button } from '@mantine/core';
import {
  IconCompass,
  IconCurrentLocation,
  IconMap2,
  IconPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { COMING_SOON_TEXT } from '@web/components/layout/constants';
import { HOME_TEXTS } from '../constants';
import classes from './home.module.css';

/**
 * Quick actions of the signed-in home (spec 000 §1): plan a trip (the create-trip dialog), explore,
 * your trips, set your location while none is saved; Travel Community is shown only as coming soon
 * (spec 000 §1, checklist 2.16): visible, disabled and labelled so, never a link.
 */
export function QuickActions({
  onPlanTrip,
  askForLocation,
}: {
  onPlanTrip: () => void;
  askForLocation: boolean;
}) {
  return (
    <nav aria-label={HOME_TEXTS.quickActionsTitle} className={classes.actions}>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onPlanTrip}>
        {HOME_TEXTS.planTrip}
      </Button>
      <Button
        variant="default"
        leftSection={<IconCompass size={18} aria-hidden />}
        renderRoot={(props) => <Link to="/explore" {...props} />}
      >
        {HOME_TEXTS.explore}
      </Button>
      <Button
        variant="default"
        leftSection={<IconMap2 size={18} aria-hidden />}
        renderRoot={(props) => <Link to="/trips" {...props} />}
      >
        {HOME_TEXTS.yourTrips}
      </Button>
      {askForLocation && (
        <Button
          variant="default"
          leftSection={<IconCurrentLocation size={18} aria-hidden />}
          renderRoot={(props) => <Link to="/profile" {...props} />}
        >
          {HOME_TEXTS.setLocation}
        </Button>
      )}
      <Button
        variant="default"
        disabled
        leftSection={<IconUsersGroup size={18} aria-hidden />}
        rightSection={
          <Badge size="xs" variant="outline" color="gray">
            {COMING_SOON_TEXT}
          </Badge>
        }
      >
        {HOME_TEXTS.travelCommunity}
      </Button>
    </nav>
  );
}
