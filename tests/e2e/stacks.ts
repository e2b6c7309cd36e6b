/**
 * The app stacks the browser tests run against (each: mock API + gateway serving the built SPA).
 * Ports differ from CONTRACT.md's defaults so tests never collide with a running `npm start`.
 */
export const mainStack = {
  appUrl: 'http://localhost:4100',
  mockApiUrl: 'http://localhost:4110',
} as const;

/** Short-lived access tokens (75 s): the scheduled refresh (60 s before expiry) fires 15 s in. */
export const shortTokenStack = {
  appUrl: 'http://localhost:4200',
  mockApiUrl: 'http://localhost:4210',
  accessTokenTtlS: 75,
} as const;
