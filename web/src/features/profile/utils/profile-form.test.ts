import { describe, expect, it } from 'vitest';
import { isValidLinkUrl, toUpdateProfileInput, validateProfile } from './profile-form';
import type { ProfileFormValues } from './profile-form';
import { joinedText, locationText, profileFullName, tripDatesText } from './profile-display';

const empty: ProfileFormValues = {
  firstName: '',
  lastName: '',
  bio: '',
  facebook: '',
  instagram: '',
};

describe('Edit Profile checks (spec 001 §5, §9; RESOLUTIONS "Profile limits\' messages")', () => {
  it('accepts names of 15, a bio of 200 and http(s) links', () => {
    expect(
      validateProfile({
        firstName: 'A'.repeat(15),
        lastName: 'B'.repeat(15),
        bio: 'c'.repeat(200),
        facebook: 'https://facebook.com/maya',
        instagram: 'http://instagram.com/maya',
      }),
    ).toEqual({});
    expect(validateProfile(empty)).toEqual({});
  });

  it('gives the limit texts one character over', () => {
    expect(
      validateProfile({
        ...empty,
        firstName: 'A'.repeat(16),
        lastName: 'B'.repeat(16),
        bio: 'c'.repeat(201),
      }),
    ).toEqual({
      firstName: 'First name must be 15 characters or less',
      lastName: 'Last name must be 15 characters or less',
      bio: 'Bio must be 200 characters or less',
    });
  });

  it('asks for a valid URL', () => {
    for (const link of ['facebook.com/maya', 'ftp://example.com', 'https://', 'not a url']) {
      expect(isValidLinkUrl(link)).toBe(false);
      expect(validateProfile({ ...empty, instagram: link }).instagram).toBe(
        'Please enter a valid URL',
      );
    }
  });

  it('sends trimmed values; emptied fields clear', () => {
    expect(
      toUpdateProfileInput({ ...empty, firstName: ' Maya ', facebook: ' https://fb.com/m ' }),
    ).toEqual({
      firstName: 'Maya',
      lastName: '',
      bio: '',
      socialLinks: { facebook: 'https://fb.com/m', instagram: '' },
    });
  });
});

describe('profile display', () => {
  it('names the user by first and last name, else the username', () => {
    expect(profileFullName({ firstName: 'Maya', lastName: 'Patil', userName: 'maya' })).toBe(
      'Maya Patil',
    );
    expect(profileFullName({ firstName: null, lastName: ' ', userName: 'maya' })).toBe('maya');
  });

  it('writes the join date as MMMM d, yyyy (RESOLUTIONS "Date formats")', () => {
    expect(joinedText('2025-03-04T10:00:00.000Z')).toBe('Joined March 4, 2025');
    expect(joinedText('not a date')).toBeNull();
  });

  it('writes the place from what is known', () => {
    expect(locationText({ city: 'Pune', state: 'Maharashtra', country: 'India' })).toBe(
      'Pune, Maharashtra, India',
    );
    expect(locationText(null)).toBeNull();
    expect(locationText({ city: null, state: null, country: null })).toBeNull();
  });

  it('writes trip dates as MMM dd, yyyy', () => {
    expect(tripDatesText('2025-07-01', '2025-07-09')).toBe('Jul 01, 2025 - Jul 09, 2025');
    expect(tripDatesText(null, null)).toBe('Dates not set');
  });
});
