import { addDays, format, subDays } from 'date-fns';
import type { Activity, ChecklistItem, Destination, Trip } from '@contract/trip';
import { seedIds } from './seed-ids';
import { LISBON_COLLABORATOR_ID } from './seed-memories';
import type { SeededMemories } from './seed-memories';

/** The seeded trips (see seed.ts), dated from the seed day: one past, one under way, one to come. */

const isoDay = (date: Date): string => format(date, 'yyyy-MM-dd');

function googleMapsUrl(placeId: string): string {
  return `https://www.google.com/maps/place/?q=place_id:${placeId}`;
}

function destinationAt(
  destinationId: string,
  place: Omit<Destination, 'destinationId' | 'googleMapsUrl' | 'photoRef'>,
): Destination {
  return { destinationId, photoRef: null, googleMapsUrl: googleMapsUrl(place.placeId), ...place };
}

function activityAt(
  _id: string,
  title: string,
  start: string,
  end: string,
  notes: string,
  destinationId: string,
): Activity {
  return {
    _id,
    title,
    time: { start, end },
    notes,
    destinationId,
    memories: { photos: [], reflections: [] },
  };
}

function checklistItemOf(_id: string, item: string, isCompleted: boolean): ChecklistItem {
  return { _id, item, isCompleted };
}

const closedSharing = { shareToken: null, allowPublicView: true, allowJoinRequests: false };
/** Maya's upcoming trip has a link anyone may open and join through (issue 13). */
const kyotoSharing = {
  shareToken: seedIds.shareTokens.kyoto,
  allowPublicView: true,
  allowJoinRequests: true,
};
/** Her completed trip's link is kept, but public view is off: the link answers 404. */
const lisbonSharing = {
  shareToken: seedIds.shareTokens.lisbon,
  allowPublicView: false,
  allowJoinRequests: false,
};

export function kyotoTrip(today: Date): Trip {
  const { destinations: d, activities: a, checklist: c } = seedIds;
  return {
    _id: seedIds.trips.upcoming,
    userId: seedIds.users.maya,
    title: 'Kyoto in Autumn',
    description: 'Maple leaves, shrines and a night in a ryokan.',
    startDate: isoDay(addDays(today, 12)),
    endDate: isoDay(addDays(today, 18)),
    tripCoverImage: null,
    destinations: [
      destinationAt(d.fushimiInari, {
        placeId: 'ChIJImeNdGg9mAhjkQH1yCoSLzI',
        name: 'Fushimi Inari Taisha',
        formattedAddress: '68 Fukakusa Yabunouchicho, Fushimi Ward, Kyoto, 612-0882, Japan',
        rating: 4.7,
        lattitude: 34.9671,
        longitude: 135.7727,
        types: ['shinto_shrine', 'place_of_worship', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.kinkakuji, {
        placeId: 'ChIJcloV0BWyYBkVPEMbItQeu_o',
        name: 'Kinkaku-ji',
        formattedAddress: '1 Kinkakujicho, Kita Ward, Kyoto, 603-8361, Japan',
        rating: 4.6,
        lattitude: 35.0394,
        longitude: 135.7292,
        types: ['buddhist_temple', 'place_of_worship', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.arashiyama, {
        placeId: 'ChIJV66xXHqMDOWai7qeL_TbQo0',
        name: 'Arashiyama Bamboo Grove',
        formattedAddress: 'Sagaogurayama Tabuchiyamacho, Ukyo Ward, Kyoto, 616-8394, Japan',
        rating: 4.4,
        lattitude: 35.017,
        longitude: 135.6713,
        types: ['park', 'tourist_attraction', 'point_of_interest'],
      }),
    ],
    itinerary: [
      {
        day: 1,
        activities: [
          activityAt(
            a.inariHike,
            'Hike the thousand torii gates',
            '07:00',
            '10:00',
            'Start early to beat the crowds; the summit loop takes about 2 hours.',
            d.fushimiInari,
          ),
          activityAt(
            a.nishikiMarket,
            'Lunch at Nishiki Market',
            '12:30',
            '14:00',
            'Try the tamagoyaki and yuba.',
            d.fushimiInari,
          ),
        ],
      },
      {
        day: 2,
        activities: [
          activityAt(
            a.goldenPavilion,
            'Golden Pavilion at opening',
            '09:00',
            '10:30',
            'Opens at 9:00. Entry 500 yen, cash only.',
            d.kinkakuji,
          ),
        ],
      },
      {
        day: 3,
        activities: [
          activityAt(
            a.bambooGrove,
            'Walk the bamboo grove',
            '08:00',
            '09:30',
            'Continue to the Okochi Sanso villa.',
            d.arashiyama,
          ),
          activityAt(
            a.tenryuji,
            'Tenryu-ji garden',
            '10:00',
            '11:30',
            'The north gate opens straight onto the grove.',
            d.arashiyama,
          ),
        ],
      },
    ],
    checklist: [
      checklistItemOf(c.bookRyokan, 'Book the ryokan in Arashiyama', true),
      checklistItemOf(c.buyIcoca, 'Buy an ICOCA card', false),
      checklistItemOf(c.packRainJacket, 'Pack a rain jacket', false),
    ],
    collaborators: [
      { userId: seedIds.users.arjun, role: 'editor' },
      { userId: seedIds.users.lena, role: 'viewer' },
    ],
    sharing: kyotoSharing,
    isCompleted: false,
    createdAt: subDays(today, 20).toISOString(),
  };
}

/** Maya's completed trip, with Ana Silva as editor and both their memories (seed-memories.ts). */
/** The completed trip's first day: 60 days before the seed day. */
export const lisbonStartDay = (today: Date): Date => subDays(today, 60);

export function lisbonTrip(today: Date, memories: SeededMemories): Trip {
  const { destinations: d, activities: a, checklist: c } = seedIds;
  const trip: Trip = {
    _id: seedIds.trips.completed,
    userId: seedIds.users.maya,
    title: 'Lisbon Long Weekend',
    description: 'Trams, tiles and custard tarts.',
    startDate: isoDay(lisbonStartDay(today)),
    endDate: isoDay(subDays(today, 57)),
    tripCoverImage: null,
    destinations: [
      destinationAt(d.belemTower, {
        placeId: 'ChIJXcah168-wVy-ZE4AyFv4pLc',
        name: 'Belém Tower',
        formattedAddress: 'Av. Brasília, 1400-038 Lisboa, Portugal',
        rating: 4.6,
        lattitude: 38.6916,
        longitude: -9.216,
        types: ['historical_landmark', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.jeronimos, {
        placeId: 'ChIJjuL4Epql76d6PakH8L3GDXs',
        name: 'Jerónimos Monastery',
        formattedAddress: 'Praça do Império 1400-206, 1400-206 Lisboa, Portugal',
        rating: 4.7,
        lattitude: 38.6979,
        longitude: -9.2068,
        types: ['church', 'place_of_worship', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.saoJorgeCastle, {
        placeId: 'ChIJYU4WwqtM4IeMs8MjsEyMIw8',
        name: 'São Jorge Castle',
        formattedAddress: 'R. de Santa Cruz do Castelo, 1100-129 Lisboa, Portugal',
        rating: 4.6,
        lattitude: 38.7139,
        longitude: -9.1335,
        types: ['historical_landmark', 'tourist_attraction', 'point_of_interest'],
      }),
    ],
    itinerary: [
      {
        day: 1,
        activities: [
          activityAt(
            a.belemSunrise,
            'Sunrise at Belém Tower',
            '06:45',
            '08:00',
            'Best light from the riverside promenade.',
            d.belemTower,
          ),
          activityAt(
            a.pasteisDeBelem,
            'Pastéis de Belém',
            '08:15',
            '09:00',
            'Eat them warm with cinnamon.',
            d.jeronimos,
          ),
        ],
      },
      {
        day: 2,
        activities: [
          activityAt(
            a.jeronimosCloister,
            'Jerónimos cloister',
            '10:00',
            '12:00',
            'Buy the ticket online to skip the queue.',
            d.jeronimos,
          ),
          activityAt(
            a.castleSunset,
            'Sunset from São Jorge Castle',
            '17:30',
            '19:00',
            'Take tram 28 up; the terrace faces the river.',
            d.saoJorgeCastle,
          ),
        ],
      },
    ],
    checklist: [
      checklistItemOf(c.lisbonTickets, 'Print the monastery tickets', true),
      checklistItemOf(c.lisbonAdapter, 'Pack a travel adapter', true),
    ],
    collaborators: [{ userId: LISBON_COLLABORATOR_ID, role: 'editor' }],
    sharing: lisbonSharing,
    isCompleted: true,
    createdAt: subDays(today, 90).toISOString(),
  };
  return {
    ...trip,
    itinerary: trip.itinerary.map((entry) => ({
      ...entry,
      activities: entry.activities.map((activity) => ({
        ...activity,
        memories: memories.byActivity.get(activity._id) ?? activity.memories,
      })),
    })),
  };
}

export function goaTrip(today: Date): Trip {
  const { destinations: d, activities: a, checklist: c } = seedIds;
  return {
    _id: seedIds.trips.inProgress,
    userId: seedIds.users.maya,
    title: 'Goa Coast Getaway',
    description: 'Markets, spice stalls and old Portuguese churches.',
    startDate: isoDay(subDays(today, 2)),
    endDate: isoDay(addDays(today, 3)),
    tripCoverImage: null,
    destinations: [
      destinationAt(d.stThomasChurch, {
        placeId: 'ChIJTzGpp3o7ZgZWnECfRxlkB0I',
        name: 'St. Thomas’s Church',
        formattedAddress: 'Calangute, Goa 403516, India',
        rating: 4.8,
        lattitude: 15.5356,
        longitude: 73.763,
        types: ['church', 'place_of_worship', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.spiceBazaar, {
        placeId: 'ChIJYZ-Ozd44qvrhLM2qTbMx2Z0',
        name: 'Spice Bazaar',
        formattedAddress: 'Panaji, Goa 403001, India',
        rating: 4.6,
        lattitude: 15.4986,
        longitude: 73.8246,
        types: ['market', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.bomJesus, {
        placeId: 'ChIJkWdhceJr_9iybWYpo1yI0iA',
        name: 'Basilica of Bom Jesus',
        formattedAddress: 'Old Goa Rd, Bainguinim, Goa 403402, India',
        rating: 4.6,
        lattitude: 15.5009,
        longitude: 73.9116,
        types: ['church', 'place_of_worship', 'tourist_attraction', 'point_of_interest'],
      }),
    ],
    itinerary: [
      {
        day: 1,
        activities: [
          activityAt(
            a.churchEvening,
            'Evening walk to St. Thomas’s Church',
            '17:30',
            '19:00',
            'The square fills with food stalls after sunset.',
            d.stThomasChurch,
          ),
        ],
      },
      {
        day: 3,
        activities: [
          activityAt(
            a.spiceMarket,
            'Spice Bazaar morning',
            '09:00',
            '11:00',
            'Go before the midday heat; bargain for cashews.',
            d.spiceBazaar,
          ),
          activityAt(
            a.bomJesusVisit,
            'Basilica of Bom Jesus',
            '15:00',
            '16:30',
            'Shoulders and knees covered.',
            d.bomJesus,
          ),
        ],
      },
    ],
    checklist: [
      checklistItemOf(c.goaSunscreen, 'Buy reef-safe sunscreen', true),
      checklistItemOf(c.goaScooter, 'Rent a scooter', true),
      checklistItemOf(c.goaFerry, 'Check the Chorao ferry times', false),
    ],
    collaborators: [],
    sharing: closedSharing,
    isCompleted: false,
    createdAt: subDays(today, 30).toISOString(),
  };
}
