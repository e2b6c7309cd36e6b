import type { RunningGateway } from './gateway-harness';

/** Test support for the places tests: find real catalogue ids through the gateway itself. */

export const PLACE_PAGE_QUERY = /* GraphQL */ `
  query PlacePage($id: ID!) {
    place(id: $id) {
      id
      name
      summary
      address
      rating
      userRatingCount
      types
      primaryType
      location {
        latitude
        longitude
      }
      googleMapsUri
      phone
      website
      openingHours
      photos {
        ref
        url
        low: url(quality: LOW)
      }
      reviews {
        authorName
        authorPhotoUrl
        relativeTime
        rating
        text
      }
      imageUrl
    }
  }
`;

export interface PlacePageData {
  place: {
    id: string;
    name: string;
    summary: string | null;
    address: string | null;
    rating: number | null;
    userRatingCount: number | null;
    types: string[];
    primaryType: string | null;
    location: { latitude: number; longitude: number };
    googleMapsUri: string | null;
    phone: string | null;
    website: string | null;
    openingHours: string[];
    photos: { ref: string; url: string; low: string }[];
    reviews: {
      authorName: string;
      authorPhotoUrl: string | null;
      relativeTime: string;
      rating: number;
      text: string;
    }[];
    imageUrl: string;
  } | null;
}

const SUGGESTIONS_QUERY = /* GraphQL */ `
  query Suggestions($text: String!) {
    placeSuggestions(text: $text) {
      placeId
      mainText
      secondaryText
      text
    }
  }
`;

export interface SuggestionsData {
  placeSuggestions: {
    placeId: string;
    mainText: string;
    secondaryText: string | null;
    text: string;
  }[];
}

export async function suggestions(gateway: RunningGateway, text: string) {
  return gateway.graphql<SuggestionsData>(SUGGESTIONS_QUERY, { text });
}

/** The id of the first suggestion whose main text is `mainText` (e.g. a landmark of the catalogue). */
export async function placeIdOf(gateway: RunningGateway, mainText: string): Promise<string> {
  const answer = await suggestions(gateway, mainText);
  const match = answer.data?.placeSuggestions.find((item) => item.mainText === mainText);
  if (!match) {
    throw new Error(
      `No suggestion "${mainText}" in ${JSON.stringify(answer.data ?? answer.errors)}`,
    );
  }
  return match.placeId;
}
