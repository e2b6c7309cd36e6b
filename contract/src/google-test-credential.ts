/**
 * Google test mode (RESOLUTIONS "Google test-mode"): where no Google client id is configured, the web
 * signs in as a mock Google account by posting this string as `credential` to auth/google/verify.
 * Format: `mock-google:<email>:<display name>`, e.g. `mock-google:sam@example.com:Sam Rivera`. The
 * mock API accepts it (creating the verified account on first use); a real server refuses it.
 */
export const GOOGLE_TEST_CREDENTIAL_PREFIX = 'mock-google:';

export interface GoogleTestAccount {
  email: string;
  displayName: string;
}

/** The test-mode credential for a mock Google account. The e-mail may not contain `:`. */
export function buildGoogleTestCredential(account: GoogleTestAccount): string {
  const email = account.email.trim();
  const displayName = account.displayName.trim();
  if (email === '' || email.includes(':')) throw new Error(`Not a usable e-mail: "${email}"`);
  if (displayName === '') throw new Error('A display name is required');
  return `${GOOGLE_TEST_CREDENTIAL_PREFIX}${email}:${displayName}`;
}

/** The account a test-mode credential names, or null when it is not one (the name may hold `:`). */
export function parseGoogleTestCredential(credential: string): GoogleTestAccount | null {
  if (!credential.startsWith(GOOGLE_TEST_CREDENTIAL_PREFIX)) return null;
  const rest = credential.slice(GOOGLE_TEST_CREDENTIAL_PREFIX.length);
  const separator = rest.indexOf(':');
  if (separator <= 0) return null;
  const email = rest.slice(0, separator).trim();
  const displayName = rest.slice(separator + 1).trim();
  if (email === '' || displayName === '') return null;
  return { email, displayName };
}
