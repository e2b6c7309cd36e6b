import { DEFAULT_ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, SEED_PASSWORD } from '../constants';
import { readEnv, readEnvNumber } from '../env';
import { createFeedbackArea } from './feedback';
import { createMailboxArea } from './mailbox';
import { createOneTimeCodesArea } from './one-time-codes';
import { hashPassword } from './password';
import { createRefreshTokensArea } from './refresh-tokens';
import { createResetTokensArea } from './reset-tokens';
import { createSeed } from './seed';
import {
  ACTIVITY_IMAGES,
  PROFILE_PICTURES,
  TRIP_COVER_IMAGES,
  createStoredImagesArea,
} from './stored-images';
import type { StoredImagesArea } from './stored-images';
import { upgradeLoadedState } from './state';
import type { MockState, StateAccess, StoredUser } from './state';
import { createTripsArea } from './trips';
import { createUsersArea } from './users';
import { createAccessTokenDenyList } from '../auth/access-token-deny-list';
import type { AccessTokenDenyList } from '../auth/access-token-deny-list';
import { createAttemptThrottle } from '../auth/attempt-throttle';
import type { AttemptThrottle } from '../auth/attempt-throttle';

export interface MockDbOptions {
  /** Access-token lifetime (JWT `exp` − now). Default: env ACCESS_TOKEN_TTL_S, else 900. */
  accessTokenTtlS?: number;
  /** The clock, in epoch milliseconds: seed day, token times, timestamps. Default: Date.now. */
  now?: () => number;
  /**
   * JSON file holding the state across restarts: loaded at start when present, written after every
   * change. Default: env MOCK_DATA_FILE; unset (or null): memory only, reseeded at start.
   */
  dataFile?: string | null;
  /** HS256 secret for access tokens. Default: env MOCK_JWT_SECRET, else random per process. */
  jwtSecret?: string;
}

export interface MockDb {
  readonly accessTokenTtlS: number;
  readonly refreshTokenTtlS: number;
  readonly jwtSecret: Uint8Array<ArrayBuffer>;
  readonly dataFile: string | null;
  now(): number;
  readonly users: ReturnType<typeof createUsersArea>;
  readonly trips: ReturnType<typeof createTripsArea>;
  readonly refreshTokens: ReturnType<typeof createRefreshTokensArea>;
  readonly mailbox: ReturnType<typeof createMailboxArea>;
  readonly feedback: ReturnType<typeof createFeedbackArea>;
  readonly oneTimeCodes: ReturnType<typeof createOneTimeCodesArea>;
  readonly resetTokens: ReturnType<typeof createResetTokensArea>;
  readonly profilePictures: StoredImagesArea;
  readonly tripCoverImages: StoredImagesArea;
  readonly activityImages: StoredImagesArea;
  /** Failed sign-in and code checks (in memory, never persisted; cleared by reset). */
  readonly attemptThrottle: AttemptThrottle;
  /** Access tokens revoked at logout, until their expiry (in memory; cleared by reset). */
  readonly deniedAccessTokens: AccessTokenDenyList;
  /** Back to the seed as of now(): data reseeded, sessions and mailbox emptied. */
  reset(): Promise<void>;
  /** A deep copy of the whole state (for tests and debugging). */
  snapshot(): MockState;
}

interface Persistence {
  load(): unknown;
  save(state: MockState): void;
}

/** One random secret per process, so tokens stay valid across resets and between dbs of one process. */
const processJwtSecret = crypto.getRandomValues(new Uint8Array(32));

/**
 * Seed password hashes, computed once per process (PBKDF2 is slow on purpose, and tests reset often).
 * Each user still has a salt of their own.
 */
const seedHashes = new Map<string, Promise<string>>();
function seedHashFor(userId: string): Promise<string> {
  let hash = seedHashes.get(userId);
  if (!hash) {
    hash = hashPassword(SEED_PASSWORD);
    seedHashes.set(userId, hash);
  }
  return hash;
}

/** The seeded travellers of user search share one hash: 32 more PBKDF2 runs would slow every start. */
const TRAVELLERS_HASH_KEY = 'travellers';

async function seededState(now: number): Promise<MockState> {
  const seed = createSeed(new Date(now));
  const travellersHash = await seedHashFor(TRAVELLERS_HASH_KEY);
  const users: StoredUser[] = [
    ...(await Promise.all(
      seed.users.map(async (user) => ({ ...user, passwordHash: await seedHashFor(user._id) })),
    )),
    ...seed.travellers.map((user) => ({ ...user, passwordHash: travellersHash })),
  ];
  return {
    version: 1,
    seededAt: new Date(now).toISOString(),
    users,
    trips: seed.trips,
    refreshTokens: [],
    mailbox: [],
    oneTimeCodes: [],
    resetTokens: [],
    profilePictures: seed.profilePictures,
    tripCoverImages: [],
    activityImages: seed.activityImages,
    feedback: [],
  };
}

/** Node-only file storage, loaded lazily so the store itself stays usable where there is no `fs`. */
async function filePersistence(dataFile: string): Promise<Persistence> {
  const fs = await import('node:fs');
  const path = await import('node:path');
  return {
    load() {
      if (!fs.existsSync(dataFile)) return undefined;
      try {
        return JSON.parse(fs.readFileSync(dataFile, 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
    save(state) {
      // Write then rename, so a crash mid-write never leaves a half file to load next time.
      fs.mkdirSync(path.dirname(dataFile), { recursive: true });
      const temporary = `${dataFile}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(state, null, 2));
      fs.renameSync(temporary, dataFile);
    },
  };
}

export async function createMockDb(options: MockDbOptions = {}): Promise<MockDb> {
  const now = options.now ?? (() => Date.now());
  const accessTokenTtlS =
    options.accessTokenTtlS ?? readEnvNumber('ACCESS_TOKEN_TTL_S', DEFAULT_ACCESS_TOKEN_TTL_S);
  const dataFile =
    options.dataFile === undefined ? (readEnv('MOCK_DATA_FILE') ?? null) : options.dataFile;
  const secretText = options.jwtSecret ?? readEnv('MOCK_JWT_SECRET');
  const jwtSecret = secretText ? new TextEncoder().encode(secretText) : processJwtSecret;

  const persistence = dataFile ? await filePersistence(dataFile) : null;
  const loaded = upgradeLoadedState(persistence?.load());
  let state: MockState = loaded ?? (await seededState(now()));
  if (persistence && state !== loaded) persistence.save(state);

  const attemptThrottle = createAttemptThrottle(now);
  const deniedAccessTokens = createAccessTokenDenyList(now);
  const access: StateAccess = {
    read: () => state,
    change(mutate) {
      const result = mutate(state);
      persistence?.save(state);
      return result;
    },
    now,
  };

  return {
    accessTokenTtlS,
    refreshTokenTtlS: REFRESH_TOKEN_TTL_S,
    jwtSecret,
    dataFile,
    now,
    users: createUsersArea(access),
    trips: createTripsArea(access),
    refreshTokens: createRefreshTokensArea(access),
    mailbox: createMailboxArea(access),
    feedback: createFeedbackArea(access),
    oneTimeCodes: createOneTimeCodesArea(access),
    resetTokens: createResetTokensArea(access),
    profilePictures: createStoredImagesArea(access, PROFILE_PICTURES),
    tripCoverImages: createStoredImagesArea(access, TRIP_COVER_IMAGES),
    activityImages: createStoredImagesArea(access, ACTIVITY_IMAGES),
    attemptThrottle,
    deniedAccessTokens,
    async reset() {
      attemptThrottle.reset();
      deniedAccessTokens.reset();
      state = await seededState(now());
      persistence?.save(state);
    },
    snapshot: () => structuredClone(state),
  };
}
