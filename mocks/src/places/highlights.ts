import type { HighlightItem, TravelHighlights } from '@contract/destination';
import type { Catalogue } from './catalogue';
import { photoRefsOf, photoUrl } from './views';

/**
 * Travel highlights (D1 §3 "Popular country / city"): the countries and cities the explore page and
 * the home page's trending section show, with the mock's own descriptions. Each item is a catalogue
 * place, so its id opens `/place/{id}` and its image is one of its photos.
 */

const POPULAR_COUNTRIES: [cca2: string, description: string][] = [
  [
    'FR',
    'Cafés, castles and coastline, from the Paris boulevards to the lavender fields of Provence.',
  ],
  ['IT', 'Ancient ruins, Renaissance art and the world’s favourite food, from Rome to Venice.'],
  ['JP', 'Neon cities, quiet temples and mountain onsens, linked by the fastest trains.'],
  ['IN', 'Palaces, spice markets and Himalayan foothills in a country of endless colour.'],
  ['ES', 'Sunny plazas, tapas bars and Gaudí’s dreamlike architecture.'],
  ['TH', 'Golden temples, island beaches and street food that never sleeps.'],
  ['GR', 'Whitewashed islands, turquoise bays and the birthplace of democracy.'],
  ['PE', 'Inca citadels, Andean peaks and one of the world’s great food scenes.'],
];

const POPULAR_CITIES: [name: string, cca2: string, description: string][] = [
  ['Paris', 'FR', 'The City of Light: the Eiffel Tower, the Louvre and cafés on every corner.'],
  ['Rome', 'IT', 'Three thousand years of history, from the Colosseum to the Trevi Fountain.'],
  ['Kyoto', 'JP', 'Thousands of torii gates, zen gardens and wooden teahouses.'],
  ['Mumbai', 'IN', 'Seafront promenades, colonial landmarks and the buzz of Bollywood.'],
  ['New York City', 'US', 'Skyscrapers, Broadway and Central Park in the city that never sleeps.'],
  ['Barcelona', 'ES', 'Gaudí’s masterpieces, Gothic lanes and Mediterranean beaches.'],
  ['Istanbul', 'TR', 'Where Europe meets Asia: bazaars, domes and Bosphorus views.'],
  ['Cape Town', 'ZA', 'Table Mountain, wine country and the meeting of two oceans.'],
];

export function travelHighlights(catalogue: Catalogue): TravelHighlights {
  const popularCountries = POPULAR_COUNTRIES.flatMap(([cca2, description]): HighlightItem[] => {
    const country = catalogue.country(cca2);
    if (!country) return [];
    const id = catalogue.countryId(country);
    const [ref] = photoRefsOf({ kind: 'country', id, country });
    return [
      { id, name: country.name, description, ...(ref ? { image: photoUrl(ref, 'medium') } : {}) },
    ];
  });
  const popularCities = POPULAR_CITIES.flatMap(([name, cca2, description]): HighlightItem[] => {
    const city = catalogue.country(cca2)?.cities.find((candidate) => candidate.name === name);
    if (!city) return [];
    const id = catalogue.cityId(city);
    const [ref] = photoRefsOf({ kind: 'city', id, city });
    return [
      { id, name: city.name, description, ...(ref ? { image: photoUrl(ref, 'medium') } : {}) },
    ];
  });
  return { popularCountries, popularCities };
}
