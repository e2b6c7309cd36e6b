import { addDays, format, startOfDay, subDays } from 'date-fns';
import type { Activity, ChecklistItem, Destination, Trip } from '@contract/trip';
import type { User } from '@contract/user';

/**
 * The seeded world of CONTRACT.md "Seeded accounts": five users (all with the password SEED_PASSWORD in
 * ../constants) and maya's three trips, dated relative to the seed day. Ids are fixed 24-hex strings
 * (shaped like Mongo ObjectIds) so tests can name them.
 */

/** Builds a stable ObjectId-like id: a fixed prefix, the entity kind and a serial number. */
function objectId(kind: number, serial: number): string {
  return `66a1f0c2e4b0${kind.toString(16).padStart(4, '0')}${serial.toString(16).padStart(8, '0')}`;
}

export const seedIds = {
  users: {
    maya: objectId(1, 1),
    arjun: objectId(1, 2),
    lena: objectId(1, 3),
    admin: objectId(1, 4),
    newbie: objectId(1, 5),
  },
  trips: {
    /** "Kyoto in Autumn": starts in 12 days; arjun edits, lena views. */
    upcoming: objectId(2, 1),
    /** "Lisbon Long Weekend": ended weeks ago. */
    completed: objectId(2, 2),
    /** "Goa Coast Getaway": started two days ago, ends in three. */
    inProgress: objectId(2, 3),
  },
  destinations: {
    fushimiInari: objectId(3, 1),
    kinkakuji: objectId(3, 2),
    arashiyama: objectId(3, 3),
    belemTower: objectId(3, 4),
    jeronimos: objectId(3, 5),
    lxFactory: objectId(3, 6),
    bagaBeach: objectId(3, 7),
    fortAguada: objectId(3, 8),
    bomJesus: objectId(3, 9),
  },
  activities: {
    inariHike: objectId(4, 1),
    nishikiMarket: objectId(4, 2),
    goldenPavilion: objectId(4, 3),
    bambooGrove: objectId(4, 4),
    tenryuji: objectId(4, 5),
    belemSunrise: objectId(4, 6),
    pasteisDeBelem: objectId(4, 7),
    jeronimosCloister: objectId(4, 8),
    lxFactoryBrunch: objectId(4, 9),
    bagaSunset: objectId(4, 10),
    aguadaFort: objectId(4, 11),
    bomJesusVisit: objectId(4, 12),
  },
  checklist: {
    bookRyokan: objectId(5, 1),
    buyIcoca: objectId(5, 2),
    packRainJacket: objectId(5, 3),
    lisbonTickets: objectId(5, 4),
    lisbonAdapter: objectId(5, 5),
    goaSunscreen: objectId(5, 6),
    goaScooter: objectId(5, 7),
    goaFerry: objectId(5, 8),
  },
} as const;

export type SeedUserName = keyof typeof seedIds.users;

export interface SeedData {
  users: User[];
  trips: Trip[];
}

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

function seedUsers(today: Date): User[] {
  const joined = (daysAgo: number) => subDays(today, daysAgo).toISOString();
  return [
    {
      _id: seedIds.users.maya,
      userName: 'maya',
      email: 'maya@example.com',
      firstName: 'Maya',
      lastName: 'Kulkarni',
      bio: 'Weekend wanderer from Pune. Temples, street food and slow train rides.',
      socialLinks: { instagram: 'https://instagram.com/maya.wanders' },
      location: {
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        postalCode: '411001',
        latitude: 18.5204,
        longitude: 73.8567,
      },
      isVerified: true,
      role: 'user',
      createdAt: joined(400),
    },
    {
      _id: seedIds.users.arjun,
      userName: 'arjun',
      email: 'arjun@example.com',
      firstName: 'Arjun',
      lastName: 'Mehta',
      bio: 'Plans every trip in a spreadsheet, then ignores it.',
      isVerified: true,
      role: 'user',
      createdAt: joined(300),
    },
    {
      _id: seedIds.users.lena,
      userName: 'lena',
      email: 'lena@example.com',
      firstName: 'Lena',
      lastName: 'Fischer',
      bio: 'Photographer. Always looking for the golden hour.',
      isVerified: true,
      role: 'user',
      createdAt: joined(200),
    },
    {
      _id: seedIds.users.admin,
      userName: 'admin',
      email: 'admin@example.com',
      firstName: 'Ada',
      lastName: 'Admin',
      bio: 'Keeps Wayfarer running.',
      isVerified: true,
      role: 'admin',
      createdAt: joined(500),
    },
    {
      _id: seedIds.users.newbie,
      userName: 'newbie',
      email: 'newbie@example.com',
      firstName: 'Noah',
      lastName: 'Newman',
      isVerified: false,
      role: 'user',
      createdAt: joined(1),
    },
  ];
}

function kyotoTrip(today: Date): Trip {
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
        placeId: 'ChIJIW0uPRUPAWAR6eI6dRzKGns',
        name: 'Fushimi Inari Taisha',
        formattedAddress: '68 Fukakusa Yabunouchicho, Fushimi Ward, Kyoto, 612-0882, Japan',
        rating: 4.7,
        lattitude: 34.9671,
        longitude: 135.7727,
        types: ['shinto_shrine', 'place_of_worship', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.kinkakuji, {
        placeId: 'ChIJvUbrwCCoAWARX2QiHCsn5A4',
        name: 'Kinkaku-ji',
        formattedAddress: '1 Kinkakujicho, Kita Ward, Kyoto, 603-8361, Japan',
        rating: 4.6,
        lattitude: 35.0394,
        longitude: 135.7292,
        types: ['buddhist_temple', 'place_of_worship', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.arashiyama, {
        placeId: 'ChIJrYtcv-urAWAR3XzWvXv8n_s',
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
    sharing: closedSharing,
    isCompleted: false,
    createdAt: subDays(today, 20).toISOString(),
  };
}

function lisbonTrip(today: Date): Trip {
  const { destinations: d, activities: a, checklist: c } = seedIds;
  return {
    _id: seedIds.trips.completed,
    userId: seedIds.users.maya,
    title: 'Lisbon Long Weekend',
    description: 'Trams, tiles and custard tarts.',
    startDate: isoDay(subDays(today, 60)),
    endDate: isoDay(subDays(today, 57)),
    tripCoverImage: null,
    destinations: [
      destinationAt(d.belemTower, {
        placeId: 'ChIJ9cZsHiXKHg0RZkYJLsbXTMw',
        name: 'Belém Tower',
        formattedAddress: 'Av. Brasília, 1400-038 Lisboa, Portugal',
        rating: 4.6,
        lattitude: 38.6916,
        longitude: -9.216,
        types: ['historical_landmark', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.jeronimos, {
        placeId: 'ChIJ-aUlAyPKHg0R2gAI5LIIBkU',
        name: 'Jerónimos Monastery',
        formattedAddress: 'Praça do Império 1400-206, 1400-206 Lisboa, Portugal',
        rating: 4.7,
        lattitude: 38.6979,
        longitude: -9.2068,
        types: ['church', 'place_of_worship', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.lxFactory, {
        placeId: 'ChIJ3zHFZj_LHg0Rj7w3xYN1YDE',
        name: 'LX Factory',
        formattedAddress: 'R. Rodrigues de Faria 103, 1300-501 Lisboa, Portugal',
        rating: 4.5,
        lattitude: 38.7037,
        longitude: -9.1785,
        types: ['shopping_mall', 'tourist_attraction', 'point_of_interest'],
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
            a.lxFactoryBrunch,
            'Brunch at LX Factory',
            '13:00',
            '15:00',
            'Ler Devagar bookshop is inside.',
            d.lxFactory,
          ),
        ],
      },
    ],
    checklist: [
      checklistItemOf(c.lisbonTickets, 'Print the monastery tickets', true),
      checklistItemOf(c.lisbonAdapter, 'Pack a travel adapter', true),
    ],
    collaborators: [],
    sharing: closedSharing,
    isCompleted: true,
    createdAt: subDays(today, 90).toISOString(),
  };
}

function goaTrip(today: Date): Trip {
  const { destinations: d, activities: a, checklist: c } = seedIds;
  return {
    _id: seedIds.trips.inProgress,
    userId: seedIds.users.maya,
    title: 'Goa Coast Getaway',
    description: 'Beaches, forts and old Portuguese churches.',
    startDate: isoDay(subDays(today, 2)),
    endDate: isoDay(addDays(today, 3)),
    tripCoverImage: null,
    destinations: [
      destinationAt(d.bagaBeach, {
        placeId: 'ChIJ4bm4pF3pvzsRlVb8b_ZAgDo',
        name: 'Baga Beach',
        formattedAddress: 'Baga, Calangute, Goa 403516, India',
        rating: 4.3,
        lattitude: 15.5553,
        longitude: 73.7517,
        types: ['beach', 'natural_feature', 'tourist_attraction'],
      }),
      destinationAt(d.fortAguada, {
        placeId: 'ChIJHTRTwyfAvzsRlu0XCeFYTkM',
        name: 'Fort Aguada',
        formattedAddress: 'Fort Aguada Rd, Aguada Fort Area, Candolim, Goa 403515, India',
        rating: 4.4,
        lattitude: 15.492,
        longitude: 73.7737,
        types: ['historical_landmark', 'tourist_attraction', 'point_of_interest'],
      }),
      destinationAt(d.bomJesus, {
        placeId: 'ChIJ1Vrr0o-5vzsR6Y2cYJ-ZfH0',
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
            a.bagaSunset,
            'Sunset at Baga Beach',
            '17:30',
            '19:00',
            'Shacks at the north end are quieter.',
            d.bagaBeach,
          ),
        ],
      },
      {
        day: 3,
        activities: [
          activityAt(
            a.aguadaFort,
            'Fort Aguada lighthouse',
            '09:00',
            '11:00',
            'Go before the midday heat.',
            d.fortAguada,
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

/** The seed as of `seedDay` (the day the mock starts, or a test's fixed clock). */
export function createSeed(seedDay: Date): SeedData {
  const today = startOfDay(seedDay);
  return {
    users: seedUsers(today),
    trips: [kyotoTrip(today), lisbonTrip(today), goaTrip(today)],
  };
}
