// Apart from the login form's zod schema: the routes' search parsing runs on every first view.
/** Only paths inside the app are followed back after login: no other origins. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : undefined;
}
