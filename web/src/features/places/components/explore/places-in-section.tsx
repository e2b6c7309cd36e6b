import { Button } from '@mantine/core';
import { IconAlertTriangle, IconMapSearch } from '@tabler/icons-react';
import { EXPLORE_OWN_TEXTS, EXPLORE_TEXTS } from '../../constants';
import { usePlacesIn } from '../../hooks/use-places-in';
import { CardList } from './card-list';
import { CardSkeletons } from './card-skeletons';
import { ExploreSection } from './explore-section';
import { SectionMessage } from './section-message';
import { useScrollRow } from './use-scroll-row';

/** "Places in {place}": the search results for a country or city (spec 001 §2 "Explore"). */
export function PlacesInSection({
  place,
  firstOnPage = false,
}: {
  place: string;
  /** The page's first list of cards (CardList `firstOnPage`). */
  firstOnPage?: boolean;
}) {
  const { places, loading, failed, retry } = usePlacesIn(place);
  const title = EXPLORE_TEXTS.placesIn(place);
  const { viewportRef, scrollButtons } = useScrollRow(title);
  const showsRow = !loading && !failed && places.length > 0;
  return (
    <ExploreSection id="places-in" title={title} headerRight={showsRow && scrollButtons}>
      {loading ? (
        <CardSkeletons text={EXPLORE_TEXTS.searchingPlaces} />
      ) : failed ? (
        <SectionMessage
          tone="error"
          icon={<IconAlertTriangle size={22} />}
          title={EXPLORE_TEXTS.searchFailed}
          action={
            <Button variant="light" onClick={retry}>
              {EXPLORE_OWN_TEXTS.tryAgain}
            </Button>
          }
        />
      ) : places.length === 0 ? (
        <SectionMessage
          icon={<IconMapSearch size={22} />}
          title={EXPLORE_TEXTS.noPlacesFound}
          text={EXPLORE_OWN_TEXTS.noPlacesHint}
        />
      ) : (
        <CardList
          items={places.map((result) => ({ ...result, detail: result.description }))}
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
