import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { TravelHighlightsResponse } from '@contract/destination';
import { paths } from '@contract/paths';
import { getCatalogue } from '../places/catalogue';
import { placesMessages } from '../places/constants';
import { travelHighlights } from '../places/highlights';
import { jsonResponse, route } from './respond';

/**
 * /api/v1/destination/*: travel highlights (D1 §3, §7; D2 §7). The mock answers the list form whose
 * first item holds popularCountries and popularCities (RESOLUTIONS 27.9: clients accept both forms).
 */
export function createDestinationHandlers(): HttpHandler[] {
  return [
    http.get(
      `*${paths.travelHighlights}`,
      route(async () => {
        const answer: TravelHighlightsResponse = {
          success: true,
          message: placesMessages.highlightsFetched,
          data: [travelHighlights(getCatalogue())],
        };
        return jsonResponse(answer);
      }),
    ),
  ];
}
