/**
 * A new id shaped like a Mongo ObjectId (24 hex digits: 4 bytes of seconds, then 8 random bytes), as
 * the real server's ids are. Seeded ids use a fixed prefix instead (seed.ts).
 */
export function newObjectId(nowMs: number): string {
  const seconds = Math.floor(nowMs / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return seconds + random;
}
