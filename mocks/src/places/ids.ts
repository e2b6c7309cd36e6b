import { createRandom, hashString } from './random';

/**
 * Place ids and photo references that look like Google's ("ChIJ…", "places/ChIJ…/photos/…") but carry
 * what the mock needs to find the place again, so nothing maps ids to places in memory: an id is a
 * 6-byte key (kind, GeoNames id or country code, slot) hidden under a keyed stream and checked by a
 * 4-byte tag. An id that does not check out is unknown (404), whatever it looks like.
 */

export type PlaceKey =
  | { kind: 'country'; cca2: string }
  | { kind: 'city'; geonameId: number }
  | { kind: 'place'; geonameId: number; slot: number };

const KIND_CODES = { country: 0, city: 1, place: 2 } as const;
const PLACE_ID_PREFIX = 'ChIJ';
const PLACE_ID_BYTES = 17;
const KEY_BYTES = 6;
const TAG_BYTES = 4;
const PHOTO_TOKEN_BYTES = 24;

export const PLACE_ID_PATTERN = /^ChIJ[A-Za-z0-9_-]{23}$/;
export const PHOTO_REF_PATTERN = /^places\/(ChIJ[A-Za-z0-9_-]{23})\/photos\/([A-Za-z0-9_-]{32})$/;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64URL_VALUES = new Map([...BASE64URL].map((char, index) => [char, index]));

function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk =
      ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6));
    for (let char = 0; char < chars; char += 1) {
      text += BASE64URL[(chunk >> (18 - char * 6)) & 63];
    }
  }
  return text;
}

function fromBase64Url(text: string, byteLength: number): Uint8Array | null {
  const bytes = new Uint8Array(byteLength);
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const char of text) {
    const value = BASE64URL_VALUES.get(char);
    if (value === undefined) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (written < byteLength) bytes[written] = (buffer >> bits) & 255;
      written += 1;
      buffer &= (1 << bits) - 1;
    }
  }
  return written === byteLength ? bytes : null;
}

function keyBytes(key: PlaceKey): Uint8Array {
  const bytes = new Uint8Array(KEY_BYTES);
  bytes[0] = KIND_CODES[key.kind];
  if (key.kind === 'country') {
    bytes[1] = key.cca2.charCodeAt(0);
    bytes[2] = key.cca2.charCodeAt(1);
  } else {
    bytes[1] = (key.geonameId >>> 24) & 255;
    bytes[2] = (key.geonameId >>> 16) & 255;
    bytes[3] = (key.geonameId >>> 8) & 255;
    bytes[4] = key.geonameId & 255;
    bytes[5] = key.kind === 'place' ? key.slot : 0;
  }
  return bytes;
}

function keyFromBytes(bytes: Uint8Array): PlaceKey | null {
  const [kind = -1, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0] = bytes;
  if (kind === KIND_CODES.country) {
    if (b3 !== 0 || b4 !== 0 || b5 !== 0) return null;
    return { kind: 'country', cca2: String.fromCharCode(b1, b2) };
  }
  const geonameId = ((b1 << 24) | (b2 << 16) | (b3 << 8) | b4) >>> 0;
  if (kind === KIND_CODES.city) return b5 === 0 ? { kind: 'city', geonameId } : null;
  if (kind === KIND_CODES.place) return { kind: 'place', geonameId, slot: b5 };
  return null;
}

const bytesHash = (bytes: Uint8Array) => hashString(String.fromCharCode(...bytes));

/** The bytes that hide a key: a stream keyed by the tag, so every id looks unrelated to the next. */
function keyStream(tag: number, length: number): Uint8Array {
  const random = createRandom(tag ^ 0x5bd1e995);
  return Uint8Array.from({ length }, () => Math.floor(random.next() * 256));
}

export function encodePlaceId(key: PlaceKey): string {
  const payload = keyBytes(key);
  const tag = bytesHash(payload);
  const stream = keyStream(tag, PLACE_ID_BYTES - TAG_BYTES);
  const bytes = new Uint8Array(PLACE_ID_BYTES);
  bytes[0] = tag >>> 24;
  bytes[1] = (tag >>> 16) & 255;
  bytes[2] = (tag >>> 8) & 255;
  bytes[3] = tag & 255;
  for (let index = 0; index < stream.length; index += 1) {
    const plain = index < KEY_BYTES ? (payload[index] ?? 0) : 0;
    bytes[TAG_BYTES + index] = plain ^ (stream[index] ?? 0);
  }
  return PLACE_ID_PREFIX + toBase64Url(bytes);
}

/** The key inside an id, or null when the id is not one the mock made. */
export function decodePlaceId(placeId: string): PlaceKey | null {
  if (!PLACE_ID_PATTERN.test(placeId)) return null;
  const bytes = fromBase64Url(placeId.slice(PLACE_ID_PREFIX.length), PLACE_ID_BYTES);
  if (!bytes) return null;
  const tag =
    (((bytes[0] ?? 0) << 24) |
      ((bytes[1] ?? 0) << 16) |
      ((bytes[2] ?? 0) << 8) |
      (bytes[3] ?? 0)) >>>
    0;
  const stream = keyStream(tag, PLACE_ID_BYTES - TAG_BYTES);
  const payload = new Uint8Array(KEY_BYTES);
  for (let index = 0; index < stream.length; index += 1) {
    const plain = (bytes[TAG_BYTES + index] ?? 0) ^ (stream[index] ?? 0);
    if (index < KEY_BYTES) payload[index] = plain;
    else if (plain !== 0) return null;
  }
  if (bytesHash(payload) !== tag) return null;
  return keyFromBytes(payload);
}

function photoTokenTail(placeId: string, index: number): Uint8Array {
  const random = createRandom(`${placeId}/photos/${index}`);
  return Uint8Array.from({ length: PHOTO_TOKEN_BYTES - 1 }, () => Math.floor(random.next() * 256));
}

const photoIndexMask = (placeId: string) => hashString(`${placeId}/photos`) & 255;

/** The reference (Google's photo "name") of a place's photo number `index`. */
export function encodePhotoRef(placeId: string, index: number): string {
  const bytes = new Uint8Array(PHOTO_TOKEN_BYTES);
  bytes[0] = index ^ photoIndexMask(placeId);
  bytes.set(photoTokenTail(placeId, index), 1);
  return `places/${placeId}/photos/${toBase64Url(bytes)}`;
}

export type PhotoRefCheck =
  | { status: 'malformed' }
  | { status: 'unknown' }
  | { status: 'ok'; placeId: string; key: PlaceKey; index: number };

/** Splits a photo reference: malformed (400), unknown (404), or the place and photo number. */
export function decodePhotoRef(ref: string): PhotoRefCheck {
  const match = PHOTO_REF_PATTERN.exec(ref);
  if (!match) return { status: 'malformed' };
  const placeId = match[1] ?? '';
  const key = decodePlaceId(placeId);
  const bytes = fromBase64Url(match[2] ?? '', PHOTO_TOKEN_BYTES);
  if (!key || !bytes) return { status: 'unknown' };
  const index = (bytes[0] ?? 0) ^ photoIndexMask(placeId);
  const tail = photoTokenTail(placeId, index);
  for (let byte = 0; byte < tail.length; byte += 1) {
    if (bytes[byte + 1] !== tail[byte]) return { status: 'unknown' };
  }
  return { status: 'ok', placeId, key, index };
}
