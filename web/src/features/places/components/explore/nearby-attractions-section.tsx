import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  IconAlertTriangle,
  IconLogin2,
  IconMapPinOff,
  IconMapPins,
  IconUserCircle,
} from '@tabler/icons-react';
import { EXPLORE_OWN_TEXTS, EXPLORE_TEXTS } from '../../constants';
import { useNearbyAttractions } from '../../hooks/use-nearby-attractions';
import { CardList } from './card-list';
import { CardSkeletons } from './card-skeletons';
import { ExploreSection } from './explore-section';
import { SectionMessage } from './section-message';
import { useScrollRow } from './use-scroll-row';

/**
 * "Nearby Tourist Attractions" around the saved profile location, with every state of spec 001 §2:
 * the sign-in prompt for guests, loading the profile, location not available, finding attractions,
 * the error, none found, and the list.
 */
export function NearbyAttractionsSection({
  signedIn,
  firstOnPage = false,
}: {
  signedIn: boolean;
  /** The page's first list of cards (CardList `firstOnPage`). */
  firstOnPage?: boolean;
}) {
  const { status, city, attractions } = useNearbyAttractions(signedIn);
  const title = EXPLORE_TEXTS.nearbyTitle;
  const { viewportRef, scrollButtons } = useScrollRow(title);
  return (
    <ExploreSection
      id="nearby-attractions"
      title={title}
      description={status === 'ready' && city ? `Around ${city}` : undefined}
      headerRight={status === 'ready' && scrollButtons}
    >
      {status === 'guest' && (
        <SectionMessage
          icon={<IconLogin2 size={22} />}
          title={EXPLORE_OWN_TEXTS.signInTitle}
          text={EXPLORE_OWN_TEXTS.signInText}
          action={
            <Button
              renderRoot={(props) => (
                <Link to="/login" search={{ redirect: '/explore' }} {...props} />
              )}
            >
              {EXPLORE_OWN_TEXTS.signIn}
            </Button>
          }
        />
      )}
      {/* Cards' placeholders from the start: the row that replaces them keeps its place. */}
      {status === 'loadingProfile' && <CardSkeletons text={EXPLORE_OWN_TEXTS.loadingProfile} />}
      {status === 'locationUnavailable' && (
        <SectionMessage
          icon={<IconMapPinOff size={22} />}
          title={EXPLORE_OWN_TEXTS.locationUnavailableTitle}
          text={EXPLORE_OWN_TEXTS.locationUnavailableText}
          action={
            <Button
              variant="light"
              leftSection={<IconUserCircle size={16} />}
              renderRoot={(props) => <Link to="/profile" {...props} />}
            >
              {EXPLORE_OWN_TEXTS.updateLocation}
            </Button>
          }
        />
      )}
      {status === 'finding' && <CardSkeletons text={EXPLORE_OWN_TEXTS.findingAttractions(city)} />}
      {status === 'error' && (
        <SectionMessage
          tone="error"
          icon={<IconAlertTriangle size={22} />}
          title={EXPLORE_TEXTS.attractionsError}
        />
      )}
      {status === 'empty' && (
        <SectionMessage
          icon={<IconMapPins size={22} />}
          title={EXPLORE_OWN_TEXTS.noAttractions(city)}
          text={EXPLORE_OWN_TEXTS.noAttractionsHint}
        />
      )}
      {status === 'ready' && (
        <CardList
          items={attractions.map((attraction) => ({
            ...attraction,
            detail: attraction.description,
          }))}
          targetOf={(item) => ({ kind: 'place', placeId: item.id })}
          label={title}
          viewportRef={viewportRef}
          firstOnPage={firstOnPage}
          detailIsType
        />
      )}
    </ExploreSection>
  );
}
