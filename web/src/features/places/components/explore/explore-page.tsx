import { Container, Stack } from '@mantine/core';
import { EXPLORE_OWN_TEXTS, EXPLORE_TEXTS } from '../../constants';
import { useExploreHighlights } from '../../hooks/use-explore-highlights';
import { ExploreHero } from './explore-hero';
import { NearbyAttractionsSection } from './nearby-attractions-section';
import { PlacesInSection } from './places-in-section';
import { PopularSection } from './popular-section';
import { TravelTips } from './travel-tips';

interface ExplorePageProps {
  /** The `place` search parameter: a country or city name. */
  place: string | undefined;
  signedIn: boolean;
}

/**
 * The Explore page (spec 001 §2 "Explore"): hero; "Places in {place}" when a place is asked for;
 * nearby tourist attractions; popular destinations and cities; travel tips.
 */
export function ExplorePage({ place, signedIn }: ExplorePageProps) {
  const highlights = useExploreHighlights();
  // The page's first list of cards, whose first photos are the first screenful's: the sections in
  // their order below, a guest's nearby attractions being a sign-in prompt.
  const firstList = place !== undefined ? 'placesIn' : signedIn ? 'nearby' : 'popular';
  return (
    <>
      <ExploreHero />
      <Container py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap={48}>
          {/* Keyed: a new place starts its own photo batches. */}
          {place !== undefined && (
            <PlacesInSection key={place} place={place} firstOnPage={firstList === 'placesIn'} />
          )}
          <NearbyAttractionsSection signedIn={signedIn} firstOnPage={firstList === 'nearby'} />
          <PopularSection
            id="popular-destinations"
            firstOnPage={firstList === 'popular'}
            title={EXPLORE_TEXTS.popularDestinationsTitle}
            description={EXPLORE_OWN_TEXTS.destinationsDescription}
            loadingText={EXPLORE_OWN_TEXTS.loadingDestinations}
            errorText={EXPLORE_TEXTS.destinationsError}
            emptyText={EXPLORE_OWN_TEXTS.noDestinations}
            items={highlights.countries}
            loading={highlights.loading}
            failed={highlights.failed}
            onRefresh={highlights.refresh}
          />
          <PopularSection
            id="popular-cities"
            title={EXPLORE_TEXTS.popularCitiesTitle}
            description={EXPLORE_OWN_TEXTS.citiesDescription}
            loadingText={EXPLORE_OWN_TEXTS.loadingCities}
            errorText={EXPLORE_TEXTS.citiesError}
            emptyText={EXPLORE_OWN_TEXTS.noCities}
            items={highlights.cities}
            loading={highlights.loading}
            failed={highlights.failed}
            onRefresh={highlights.refresh}
          />
          <TravelTips />
        </Stack>
      </Container>
    </>
  );
}
