import { describe, expect, it } from 'vitest';
import { dayPartOf, greetingFor, greetingName } from './greeting';

const atHour = (hour: number, minute = 0) => new Date(2025, 5, 14, hour, minute);

describe('home greeting (spec 000 §2 "Home")', () => {
  it('is Morning before 12:00, Afternoon before 18:00, otherwise Evening', () => {
    expect(dayPartOf(0)).toBe('Morning');
    expect(dayPartOf(11)).toBe('Morning');
    expect(dayPartOf(12)).toBe('Afternoon');
    expect(dayPartOf(17)).toBe('Afternoon');
    expect(dayPartOf(18)).toBe('Evening');
    expect(dayPartOf(23)).toBe('Evening');
  });

  it('uses the local hour of the moment given', () => {
    const user = { userName: 'maya', email: 'maya@example.com' };
    expect(greetingFor(user, atHour(11, 59))).toBe('Good Morning, maya');
    expect(greetingFor(user, atHour(12, 0))).toBe('Good Afternoon, maya');
    expect(greetingFor(user, atHour(17, 59))).toBe('Good Afternoon, maya');
    expect(greetingFor(user, atHour(18, 0))).toBe('Good Evening, maya');
  });

  it('names the user by userName, failing that by e-mail', () => {
    expect(greetingName({ userName: 'arjun', email: 'arjun@example.com' })).toBe('arjun');
    expect(greetingName({ userName: '  ', email: 'arjun@example.com' })).toBe('arjun@example.com');
  });
});
