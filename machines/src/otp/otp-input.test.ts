import { describe, expect, it } from 'vitest';
import {
  backspaceOtpBox,
  changeOtpBox,
  emptyOtp,
  isOtpComplete,
  otpCode,
  pasteOtp,
} from './otp-input';

const digitsOf = (code: string) => Array.from({ length: 6 }, (_, i) => code[i] ?? '');

describe('six single-digit boxes (spec 001 §2, §5)', () => {
  it('starts with six empty boxes', () => {
    expect(emptyOtp()).toEqual(['', '', '', '', '', '']);
    expect(isOtpComplete(emptyOtp())).toBe(false);
  });

  it('a digit fills its box and moves the focus to the next box; the last box keeps it', () => {
    expect(changeOtpBox(emptyOtp(), 0, '7')).toEqual({ digits: digitsOf('7'), focusIndex: 1 });
    expect(changeOtpBox(digitsOf('12345'), 5, '6')).toEqual({
      digits: digitsOf('123456'),
      focusIndex: 5,
    });
  });

  it.each([['a'], [' '], ['-'], ['٣'], ['1a']])(
    'refuses %j: the box keeps its digit and the focus stays',
    (typed) => {
      expect(changeOtpBox(digitsOf('12'), 1, typed)).toEqual({
        digits: digitsOf('12'),
        focusIndex: 1,
      });
    },
  );

  it('keeps one character per box: the newest typed into a filled box', () => {
    expect(changeOtpBox(digitsOf('12'), 1, '29').digits).toEqual(digitsOf('19'));
  });

  it('emptying a box clears it and keeps the focus there', () => {
    expect(changeOtpBox(digitsOf('123'), 1, '')).toEqual({
      digits: ['1', '', '3', '', '', ''],
      focusIndex: 1,
    });
  });

  it.each([[-1], [6], [1.5]])('ignores a box index outside 0–5 (%d)', (index) => {
    expect(changeOtpBox(digitsOf('1'), index, '2').digits).toEqual(digitsOf('1'));
    expect(backspaceOtpBox(digitsOf('1'), index).digits).toEqual(digitsOf('1'));
  });

  it.each([
    ['123456', '123456', 5],
    ['1 2 3-4 5 6', '123456', 5],
    ['Your code is 987654.', '987654', 5],
    ['12345678', '123456', 5],
    ['12', '12', 2],
    ['abc', '', 0],
    ['', '', 0],
  ])('paste %j keeps digits only, at most six, from the first box', (text, code, focusIndex) => {
    expect(pasteOtp(text)).toEqual({ digits: digitsOf(code), focusIndex });
  });

  it('backspace empties a filled box and stays; from an empty box it empties the previous one', () => {
    expect(backspaceOtpBox(digitsOf('123'), 2)).toEqual({ digits: digitsOf('12'), focusIndex: 2 });
    expect(backspaceOtpBox(digitsOf('12'), 2)).toEqual({ digits: digitsOf('1'), focusIndex: 1 });
    expect(backspaceOtpBox(emptyOtp(), 0)).toEqual({ digits: emptyOtp(), focusIndex: 0 });
  });

  it('is complete with six digits only', () => {
    expect(isOtpComplete(digitsOf('123456'))).toBe(true);
    expect(isOtpComplete(digitsOf('12345'))).toBe(false);
    expect(isOtpComplete(['1', '2', '3', '4', '5', 'x'])).toBe(false);
    expect(isOtpComplete(['1', '2', '3', '4', '5', '6', '7'])).toBe(false);
    expect(otpCode(digitsOf('012345'))).toBe('012345');
  });
});
