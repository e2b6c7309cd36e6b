import { UnsecuredJWT } from 'jose';

/**
 * An unsigned JWT whose `exp` is `expiresAtMs` (rounded down to the second, as JWTs carry it). The
 * session only reads `exp`; signatures are the server's business. For scenarios and tests.
 */
export function unsignedAccessToken(subject: string, expiresAtMs: number): string {
  return new UnsecuredJWT({ sub: subject })
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .encode();
}
