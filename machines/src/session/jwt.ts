import { decodeJwt } from 'jose';

/**
 * When an access token stops being valid, in ms since the epoch: its `exp` claim × 1000
 * (spec 000 §3). The signature is not checked: the server does that; the client only needs to
 * know when to refresh. Null when the token cannot be decoded or carries no numeric `exp`.
 */
export function readTokenExpiry(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}
