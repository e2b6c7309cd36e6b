/** Builds a stable ObjectId-like id: a fixed prefix, the entity kind and a serial number. */
function objectId(kind: number, serial: number): string {
  return `66a1f0c2e4b0${kind.toString(16).padStart(4, '0')}${serial.toString(16).padStart(8, '0')}`;
}

/** The id of the index-th (0-based) extra seeded traveller (seed-travellers.ts). */
export function travellerId(index: number): string {
  return objectId(1, 0x100 + index);
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
    /** "Kyoto in Autumn": starts in 12 days; arjun edits, lena views; shared, joins on. */
    upcoming: objectId(2, 1),
    /** "Lisbon Long Weekend": ended weeks ago; shared with public view off. */
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
    saoJorgeCastle: objectId(3, 6),
    stThomasChurch: objectId(3, 7),
    spiceBazaar: objectId(3, 8),
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
    castleSunset: objectId(4, 9),
    churchEvening: objectId(4, 10),
    spiceMarket: objectId(4, 11),
    bomJesusVisit: objectId(4, 12),
  },
  /** Share tokens of the seeded links (README "Seeded share links"). */
  shareTokens: {
    kyoto: 'kyoto-autumn-Zr8Qm2Xv4Lp7Wd9T',
    lisbon: 'lisbon-weekend-Hk3Nf6Jc1Ys5Bq8R',
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
