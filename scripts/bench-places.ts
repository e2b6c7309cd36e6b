// Places figures for `npm run bench` (issue 3 §5), measured in process:
//   1. the catalogue and autocomplete index start-up cost,
//   2. autocomplete answer time over the whole catalogue (goal p99 <= 5 ms),
//   3. bytes per photo tier.
// `benchPlaces()` answers the lines to print; run alone with `npx tsx scripts/bench-places.ts`.
import type { PhotoQuality } from '@contract/places';
import { getCatalogue } from '@mocks/places/catalogue';
import type { Catalogue, City } from '@mocks/places/catalogue';
import { PHOTO_WIDTHS } from '@mocks/places/constants';
import { renderPhoto } from '@mocks/places/photos';
import { getPlaceSearchIndex } from '@mocks/places/search';
import { photoRefsOf } from '@mocks/places/views';

/** Goal of issue 3 §5. */
const AUTOCOMPLETE_P99_GOAL_MS = 5;
const AUTOCOMPLETE_LIMIT = 5;
const ROUNDS = Number(process.env.BENCH_AUTOCOMPLETE_ROUNDS ?? 40);

/** What travellers type, letter by letter: every prefix of 2+ characters of these. */
const TYPED = [
  'paris',
  'london',
  'new york',
  'tokyo',
  'kyoto',
  'mumbai',
  'pune',
  'barcelona',
  'rome',
  'eiffel tower',
  'colosseum',
  'taj mahal',
  'shaniwar wada',
  'sagrada familia',
  'statue of liberty',
  'fushimi inari',
  'gateway of india',
  'louvre',
  'central park',
  'india',
  'france',
  'japan',
  'san francisco',
  'sao paulo',
  'zurich',
  'cape town',
  'museum',
  'temple',
  'beach',
  'golden gate',
];
/** Word queries: a place type with a city, and mistypes that match nothing. */
const WORDS = [
  'museum pune',
  'temple kyoto',
  'park london',
  'cafe paris',
  'market bangkok',
  'qxzv',
  'zzzz',
];

function queries(): string[] {
  const typed = TYPED.flatMap((text) =>
    Array.from({ length: text.length - 1 }, (_, index) => text.slice(0, index + 2)),
  );
  return [...typed, ...WORDS];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => value.toFixed(3);

/** A landmark, a restaurant, a city (two views) and a country: each scene kind's cost. */
function photoRefs(catalogue: Catalogue): string[] {
  const city = (name: string, cca2: string) =>
    catalogue.country(cca2)?.cities.find((candidate) => candidate.name === name) as City;
  const pune = city('Pune', 'IN');
  const paris = city('Paris', 'FR');
  const restaurant = catalogue.placesOf(pune).findIndex((place) => place.category === 'restaurant');
  const photos: [placeId: string, photo: number][] = [
    [catalogue.placeId(pune, 0), 0],
    [catalogue.placeId(pune, restaurant), 0],
    [catalogue.cityId(paris), 0],
    [catalogue.cityId(paris), 2],
    [catalogue.countryId(paris.country), 1],
  ];
  return photos.map(([placeId, photo]) => {
    const place = catalogue.resolve(placeId);
    if (!place) throw new Error(`${placeId} is not in the catalogue`);
    return photoRefsOf(place)[photo] ?? '';
  });
}

export async function benchPlaces(): Promise<string[]> {
  const lines: string[] = [];
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const catalogue = getCatalogue();
  const index = getPlaceSearchIndex();
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  lines.push(
    `Places catalogue: ${catalogue.countries.length} countries, ${catalogue.cities.length} cities, ` +
      `${index.size} search entries, ${index.vocabularySize} words`,
  );
  lines.push(
    `  start-up (catalogue + index, once per process): ${wallMs.toFixed(0)} ms wall, ` +
      `${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU, about ${heapMb.toFixed(0)} MB heap (goal < 1000 ms)`,
  );

  const list = queries();
  for (const query of list) index.search(query, AUTOCOMPLETE_LIMIT); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of list) {
      const begin = performance.now();
      index.search(query, AUTOCOMPLETE_LIMIT);
      times.push(performance.now() - begin);
    }
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 0.99);
  lines.push(
    `Autocomplete over the whole catalogue: ${times.length} searches (${list.length} realistic queries × ${ROUNDS})`,
  );
  lines.push(
    `  p50 ${ms(percentile(times, 0.5))} ms, p99 ${ms(p99)} ms, max ${ms(times[times.length - 1] ?? 0)} ms ` +
      `(goal p99 <= ${AUTOCOMPLETE_P99_GOAL_MS} ms): ${p99 <= AUTOCOMPLETE_P99_GOAL_MS ? 'met' : 'NOT met'}`,
  );

  const refs = photoRefs(catalogue);
  lines.push(`Photo bytes per tier (mean of ${refs.length} photos; first render, then cached):`);
  for (const quality of Object.keys(PHOTO_WIDTHS) as PhotoQuality[]) {
    let bytes = 0;
    let renderMs = 0;
    let width = 0;
    for (const ref of refs) {
      const begin = performance.now();
      const photo = renderPhoto(ref, quality);
      renderMs += performance.now() - begin;
      if (!photo) throw new Error(`photo ${ref} did not render`);
      bytes += photo.bytes.length;
      width = photo.width;
    }
    lines.push(
      `  ${quality.padEnd(7)} ${String(width).padStart(5)} px  ${String(Math.round(bytes / refs.length / 1024)).padStart(5)} KiB` +
        `  first render ${(renderMs / refs.length).toFixed(0)} ms`,
    );
  }
  return lines;
}

if (process.argv[1]?.endsWith('bench-places.ts')) {
  for (const line of await benchPlaces()) console.log(line);
}
