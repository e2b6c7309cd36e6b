import type { PlaceStub } from './place-types';
import { placeWords } from './place-words';
import type { Random } from './random';

/** A generated place's details made only when it is asked for: its editorial summary and opening hours. */

const SUMMARIES: Record<string, string[]> = {
  museum: [
    'Well-curated museum of {topic}, with rotating exhibitions and a quiet café.',
    'Compact museum tracing {city}’s past through maps, photographs and everyday objects.',
    'Family-friendly museum with hands-on galleries and guided tours at weekends.',
  ],
  art_gallery: [
    'Light-filled gallery showing contemporary artists from {city} and beyond.',
    'Small independent gallery with changing shows of painting, print and photography.',
  ],
  park: [
    'Shady green space with walking paths, a pond and weekend food stalls.',
    'Landscaped gardens popular with joggers in the morning and families at dusk.',
    'Old trees, flower beds and open lawns in the middle of {city}.',
  ],
  place_of_worship: [
    'Much-loved place of worship known for its carved details and calm courtyard.',
    'Historic shrine drawing pilgrims and visitors, especially on festival days.',
  ],
  church: [
    'Historic church with stained glass, a painted ceiling and regular concerts.',
    'Parish church of fine stonework, open to visitors between services.',
  ],
  hindu_temple: [
    'Busy temple with daily aartis, marigold garlands and a lively festival calendar.',
    'Carved stone temple with a peaceful inner sanctum, busiest in the evenings.',
  ],
  mosque: [
    'Graceful mosque with a tiled courtyard; visitors welcome outside prayer times.',
    'Historic mosque known for its minaret and calm prayer hall.',
  ],
  synagogue: ['Historic synagogue with an ornate ark and a small museum of the community.'],
  historical_landmark: [
    'Historic landmark with centuries of stories, best explored with a guide.',
    'Well-preserved heritage site with ramparts, gateways and a small exhibition.',
  ],
  market: [
    'Lively market of food stalls, spices, crafts and local snacks.',
    'Covered market where locals shop for produce, flowers and street food.',
  ],
  tourist_attraction: [
    'Favourite spot for views over {city}, best at sunrise or sunset.',
    'Popular walk with cafés, benches and views, busiest on weekend evenings.',
  ],
  zoo: ['City zoo with shaded walkways, big cats and a children’s farm.'],
  aquarium: ['Aquarium with a walk-through tunnel, touch pools and feeding shows.'],
  restaurant: [
    'Neighbourhood favourite serving generous plates and friendly service.',
    'Relaxed place for local dishes, busy at lunchtime.',
  ],
  cafe: [
    'Cosy café known for its coffee, pastries and window seats.',
    'Small café with good coffee, cakes and a relaxed crowd.',
  ],
  bar: [
    'Traditional pub with a warm interior, local ales and hearty food.',
    'Friendly bar with small plates and a lively evening crowd.',
  ],
};

function cuisineWord(primaryType: string): string {
  const word = primaryType.replace(/_restaurant$/, '').replace(/_/g, ' ');
  return word === 'restaurant' ? '' : word;
}

export function editorialSummary(stub: PlaceStub, cityName: string, random: Random): string {
  if (stub.landmark) return stub.landmark.summary;
  if (stub.category === 'restaurant' && !['cafe', 'bar', 'restaurant'].includes(stub.primaryType)) {
    const cuisine = cuisineWord(stub.primaryType);
    return random.pick([
      `Popular spot for ${cuisine} cooking, with generous portions and friendly service.`,
      `Relaxed ${cuisine} restaurant loved by locals in ${cityName}, busiest at dinner.`,
      `Cosy ${cuisine} kitchen with a short, seasonal menu and good value lunches.`,
    ]);
  }
  const pool = SUMMARIES[stub.primaryType] ?? SUMMARIES.tourist_attraction ?? [];
  return random
    .pick(pool)
    .replace('{city}', cityName)
    .replace('{topic}', random.pick(placeWords().museumTopics).toLowerCase());
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function clock(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** Google's `openingHours.weekdayText`: "Monday: 9:00 AM – 6:00 PM", "Sunday: Closed", "Open 24 hours". */
export function weekdayText(stub: PlaceStub, random: Random): string[] {
  const type = stub.primaryType;
  if (
    (type === 'park' ||
      type === 'tourist_attraction' ||
      type === 'beach' ||
      type === 'plaza' ||
      type === 'bridge') &&
    random.chance(0.5)
  ) {
    return DAYS.map((day) => `${day}: Open 24 hours`);
  }
  let open = 9 * 60;
  let close = 18 * 60;
  let closedDay = -1;
  if (stub.category === 'restaurant') {
    open = type === 'cafe' ? random.pick([7, 8, 9]) * 60 : random.pick([11, 12]) * 60;
    close =
      type === 'cafe'
        ? random.pick([19, 20, 22]) * 60
        : random.pick([22, 23]) * 60 + random.pick([0, 30]);
    closedDay = random.chance(0.3) ? 0 : -1;
  } else if (['museum', 'art_gallery', 'zoo', 'aquarium'].includes(type)) {
    open = random.pick([9, 10]) * 60;
    close = random.pick([17, 18]) * 60 + random.pick([0, 30]);
    closedDay = random.chance(0.6) ? 0 : -1;
  } else if (['church', 'hindu_temple', 'mosque', 'synagogue', 'place_of_worship'].includes(type)) {
    open = random.pick([5, 6, 7]) * 60;
    close = random.pick([20, 21]) * 60;
  } else if (type === 'market') {
    open = random.pick([8, 9, 10]) * 60;
    close = random.pick([20, 21, 22]) * 60;
    closedDay = random.chance(0.4) ? 6 : -1;
  } else {
    open = random.pick([6, 8, 9]) * 60;
    close = random.pick([18, 19, 20]) * 60;
  }
  return DAYS.map((day, index) =>
    index === closedDay ? `${day}: Closed` : `${day}: ${clock(open)} – ${clock(close)}`,
  );
}
