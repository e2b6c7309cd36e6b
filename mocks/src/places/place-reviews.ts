import { personName } from './person-names';
import type { GeneratorCity, PlaceStub } from './place-types';
import type { Random } from './random';

/** A generated place's reviews: a tone from its rating, sentences from the lists below. */

const RELATIVE_TIMES = [
  'a week ago',
  '2 weeks ago',
  '3 weeks ago',
  'a month ago',
  '2 months ago',
  '3 months ago',
  '5 months ago',
  '8 months ago',
  'a year ago',
  '2 years ago',
];

const OPENERS: Record<'great' | 'good' | 'mixed' | 'poor', string[]> = {
  great: [
    'Absolutely loved it.',
    'One of the highlights of our trip.',
    'Worth every minute.',
    'A must-visit if you are in {city}.',
    'Beautiful and well looked after.',
  ],
  good: [
    'Really enjoyed our visit.',
    'A lovely way to spend an afternoon.',
    'Good experience overall.',
    'Glad we made the time for this.',
  ],
  mixed: [
    'It was okay, but a bit overhyped.',
    'Decent, though not quite what we expected.',
    'Nice enough, with a few caveats.',
  ],
  poor: [
    'Disappointing, to be honest.',
    'Not worth the detour in my opinion.',
    'Expected much more from the reviews.',
  ],
};
const DETAILS_ATTRACTION = [
  'The place is clean and the staff were helpful with directions.',
  'Go early in the morning to avoid the crowds and the heat.',
  'There are plenty of spots to sit and take it all in.',
  'Photography is allowed in most areas, so bring your camera.',
  'Tickets were easy to buy at the gate and the queue moved quickly.',
  'The guided tour added a lot of context and history.',
  'It gets very busy on weekends and public holidays.',
  'Parking nearby is limited, so public transport is the better option.',
  'Keep at least two hours to see everything properly.',
];
const DETAILS_RESTAURANT = [
  'The food came quickly and was full of flavour.',
  'Portions are generous and prices are fair for the area.',
  'Service was warm and the staff suggested great dishes.',
  'It gets crowded at dinner time, so book a table if you can.',
  'The desserts are not to be missed.',
  'Vegetarian options were plentiful and well made.',
  'The ambience is cosy and perfect for a relaxed evening.',
  'Coffee was excellent and the pastries were fresh.',
];
const NITS = [
  'The only downside was the wait.',
  'Signage could be better.',
  'A little noisy at peak times.',
  'Washrooms could be cleaner.',
  'Prices have gone up recently.',
];
const CLOSERS = [
  'Highly recommended!',
  'Would definitely come back.',
  'Recommended for families too.',
  'Great value.',
  'Go with friends, you will enjoy it.',
];

export interface GeneratedReview {
  author: string;
  relativeTime: string;
  rating: number;
  text: string;
}

export function generateReviews(
  stub: PlaceStub,
  city: GeneratorCity,
  random: Random,
): GeneratedReview[] {
  const count = random.int(3, 5);
  const details = stub.category === 'restaurant' ? DETAILS_RESTAURANT : DETAILS_ATTRACTION;
  const reviews: GeneratedReview[] = [];
  for (let index = 0; index < count; index += 1) {
    const roll = random.next() + (stub.rating - 4.2);
    const rating = roll > 0.45 ? 5 : roll > 0.1 ? 4 : roll > -0.15 ? 3 : random.pick([1, 2]);
    const tone = rating === 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
    const sentences = [random.pick(OPENERS[tone]).replace('{city}', city.name)];
    // Every other review is long (over 150 characters), so "Read more" has something to open.
    const extra = index % 2 === 0 ? random.int(2, 3) : random.int(0, 1);
    sentences.push(...random.sample(details, extra));
    if (rating <= 4 && random.chance(0.6)) sentences.push(random.pick(NITS));
    if (rating >= 4) sentences.push(random.pick(CLOSERS));
    reviews.push({
      author: personName(city.culture.names, random),
      relativeTime: random.pick(RELATIVE_TIMES),
      rating,
      text: sentences.join(' '),
    });
  }
  return reviews;
}
