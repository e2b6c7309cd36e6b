/**
 * Masks what QA must not see or save from a live session: tokens, passwords, verification codes
 * and e-mail addresses, wherever they sit in an event, a context or a fake's answer. The shape
 * stays (keys, arrays, types), so a masked recording still replays: a JWT loses its signature (what
 * makes it usable) but keeps its claims, which the session machine reads for the expiry.
 */

export const MASK = '••••••';
export const MASKED_EMAIL = 'someone@masked.invalid';

const secretKey = /token|password|secret|authorization|credential|jwt/i;
const codeKey = /code|otp/i;
const emailPattern = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const jwtPattern = /^([\w-]{8,}\.[\w-]{8,}\.)[\w-]*$/;
/** A verification code: 4 to 8 digits. Error codes (`UNAUTHENTICATED`, 404) stay readable. */
const digitsCode = /^\d{4,8}$/;

function maskString(key: string | null, value: string): string {
  const jwt = jwtPattern.exec(value);
  if (jwt?.[1] !== undefined) return jwt[1];
  if (key !== null && secretKey.test(key)) return MASK;
  if (key !== null && codeKey.test(key) && digitsCode.test(value)) return MASK;
  return value.replace(emailPattern, MASKED_EMAIL);
}

function maskAt(key: string | null, value: unknown): unknown {
  if (typeof value === 'string') return maskString(key, value);
  if (Array.isArray(value)) {
    // A list of digits under a code key is an OTP being typed.
    if (key !== null && codeKey.test(key) && value.every((item) => typeof item === 'string')) {
      return value.map((item: string) => (item === '' ? item : '•'));
    }
    return value.map((item) => maskAt(key, item));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([childKey, child]) => [
        childKey,
        maskAt(childKey, child),
      ]),
    );
  }
  if (
    typeof value === 'number' &&
    key !== null &&
    codeKey.test(key) &&
    digitsCode.test(String(value))
  ) {
    return MASK;
  }
  return value;
}

/** A deep copy of `value` with secrets masked. */
export function maskSecrets<T>(value: T): T {
  return maskAt(null, value) as T;
}
