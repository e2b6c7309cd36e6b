import { describe, expect, it } from 'vitest';
import { normaliseSignupEmail } from './signup-email';
import { firstInvalidField, registrationErrorText, validateSignup } from './signup-form';
import type { SignupFields } from './signup-form';

const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
  type: 'image/png',
});
const valid: SignupFields = {
  profilePic: picture,
  userName: 'sam',
  email: 'sam@example.com',
  password: 'travel1',
  confirmPassword: 'travel1',
};

describe('sign-up validation (spec 001 §5 "Sign-up")', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('names every missing field with the spec texts', () => {
    expect(
      validateSignup({
        profilePic: null,
        userName: '  ',
        email: '',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      profilePic: 'Profile picture is required',
      userName: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('checks the e-mail pattern', () => {
    for (const email of ['sam', 'sam@', 'sam@example', 'sam @example.com']) {
      expect(validateSignup({ ...valid, email }).email).toBe('Please enter a valid email address');
    }
    expect(validateSignup({ ...valid, email: '  Sam@Example.COM ' }).email).toBeUndefined();
  });

  it('asks for 6 characters (without "long": RESOLUTIONS 24.15) and a matching confirmation', () => {
    expect(validateSignup({ ...valid, password: 'abc12', confirmPassword: 'abc12' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateSignup({ ...valid, confirmPassword: 'travel2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('checks the picture is an image under 2MB', () => {
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    expect(validateSignup({ ...valid, profilePic: pdf }).profilePic).toBe(
      'Please select an image file',
    );
    const huge = new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect(validateSignup({ ...valid, profilePic: huge }).profilePic).toBe(
      'Image size should be less than 2MB',
    );
  });

  it('finds the first invalid field in screen order', () => {
    expect(firstInvalidField({ email: 'x', confirmPassword: 'y' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('sends the e-mail trimmed and lowercased', () => {
    expect(normaliseSignupEmail('  Sam@Example.COM ')).toBe('sam@example.com');
  });

  it('shows the server\'s refusal, else "Registration failed."', () => {
    expect(registrationErrorText('Username is already taken')).toBe('Username is already taken');
    expect(registrationErrorText('Registration failed')).toBe('Registration failed.');
    expect(registrationErrorText(null)).toBe('Registration failed.');
  });
});
