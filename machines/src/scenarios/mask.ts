/**
 * What QA sees of a run, with secrets hidden (issue 16): tokens, passwords, codes and e-mails are
 * shown as `•••` in the CLI's output, in what is streamed to the inspector and in saved files.
 */

export const MASK = '•••';

/** Keys whose values are secret whatever they hold. */
const SECRET_KEY = /token|password|passcode|secret|otp|code|digits|e-?mail/i;
/** Keys that only carry an error's kind: a code such as UNAUTHENTICATED or 1 is not a secret. */
const HARMLESS_KEY = /^(type|kind|status|errorCode)$/;
/** Events whose whole payload is typed secrets (a code pasted, a password typed). */
const SECRET_EVENT = /password|otp|code|email/i;

const JWT = /^eyJ[\w-]*\.[\w-]*\.?[\w-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SIX_DIGITS = /^\d{6}$/;

const looksSecret = (value: string) =>
  JWT.test(value) || EMAIL.test(value) || SIX_DIGITS.test(value);

/** A copy with every secret value replaced by `•••` (structure kept, so diffs still read). */
export function maskSecrets(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (key !== '' && SECRET_KEY.test(key) && !HARMLESS_KEY.test(key)) {
    if (typeof value === 'string' && value === '') return value;
    if (typeof value === 'string') return MASK;
    // A number under a secret-sounding key is a code; a token's expiry time is not a secret.
    if (typeof value === 'number') return /expires|at$/i.test(key) ? value : MASK;
    if (Array.isArray(value)) return value.map((item) => (item === '' ? item : MASK));
  }
  if (typeof value === 'string') return looksSecret(value) ? MASK : value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, maskSecrets(item, name)]),
    );
  }
  return value;
}

/** An event as shown: typed secrets (`password.changed`, `otp.pasted`) show no payload text. */
export function maskEvent<T extends { type: string }>(event: T): T {
  const masked = maskSecrets(event) as T;
  if (!SECRET_EVENT.test(event.type)) return masked;
  return Object.fromEntries(
    Object.entries(masked).map(([name, item]) => [
      name,
      name !== 'type' && typeof item === 'string' && item !== '' ? MASK : item,
    ]),
  ) as T;
}
