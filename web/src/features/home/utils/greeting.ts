import type { SessionUser } from '@machines/session/session.machine';
import { AFTERNOON_STARTS_AT_HOUR, EVENING_STARTS_AT_HOUR } from '../constants';

export type DayPart = 'Morning' | 'Afternoon' | 'Evening';

/** Spec 000 §2 "Home": Morning before 12:00, Afternoon before 18:00, otherwise Evening. */
export function dayPartOf(hour: number): DayPart {
  if (hour < AFTERNOON_STARTS_AT_HOUR) return 'Morning';
  if (hour < EVENING_STARTS_AT_HOUR) return 'Afternoon';
  return 'Evening';
}

/** The greeting names the user by userName or, failing that, e-mail. */
export function greetingName(user: Pick<SessionUser, 'userName' | 'email'>): string {
  return user.userName.trim() !== '' ? user.userName : user.email;
}

/** "Good Morning, maya" for the local hour of `now`. */
export function greetingFor(user: Pick<SessionUser, 'userName' | 'email'>, now: Date): string {
  return `Good ${dayPartOf(now.getHours())}, ${greetingName(user)}`;
}
