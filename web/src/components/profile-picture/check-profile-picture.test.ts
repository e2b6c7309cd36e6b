import { describe, expect, it } from 'vitest';
import { profilePictureProblem } from './check-profile-picture';
import { PROFILE_PICTURE_MAX_BYTES } from './constants';

describe('profile picture check (spec 001 §5 "Profile", §9)', () => {
  it('accepts an image under 2MB', () => {
    expect(profilePictureProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(profilePictureProblem({ type: 'image/webp', size: PROFILE_PICTURE_MAX_BYTES - 1 })).toBe(
      null,
    );
  });

  it('refuses what is not an image', () => {
    expect(profilePictureProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Please select an image file',
    );
    expect(profilePictureProblem({ type: '', size: 10 })).toBe('Please select an image file');
  });

  it('refuses 2MB and more ("less than 2MB")', () => {
    expect(profilePictureProblem({ type: 'image/jpeg', size: PROFILE_PICTURE_MAX_BYTES })).toBe(
      'Image size should be less than 2MB',
    );
  });
});
