import { differenceInMinutes } from 'date-fns';

/**
 * What the client adds to feedback (spec 000 §3, 25.14): the user agent, the device, the page and the
 * session's length. The session starts when the app opened: the page load (`performance.timeOrigin`).
 */
export interface FeedbackClientDetails {
  userAgent: string;
  deviceInfo: { isMobile: boolean; screenWidth: number; screenHeight: number; browserName: string };
  currentPage: string;
  sessionDuration: number;
}

/** The browser's family from its user agent; the order matters (Edge and Opera also say Chrome). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function browserNameOf(userAgent: string): string {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}

/** A phone or tablet, as its browser says. */
export const isMobileAgent = (userAgent: string) =>
  /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent);

/** Whole minutes since the app opened, rounded down. */
export const sessionMinutes = (openedAt: number, now: number) => differenceInMinutes(now, openedAt);

export function feedbackClientDetails(): FeedbackClientDetails {
  const { userAgent } = navigator;
  return {
    userAgent,
    deviceInfo: {
      isMobile: isMobileAgent(userAgent),
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      browserName: browserNameOf(userAgent),
    },
    currentPage: window.location.pathname,
    sessionDuration: sessionMinutes(performance.timeOrigin, Date.now()),
  };
}
