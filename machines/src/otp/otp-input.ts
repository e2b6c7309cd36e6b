import { OTP_LENGTH } from './constants';

/**
 * The six single-digit code boxes (spec 001 §2 "Verify email", "Reset password"; §5 "each box takes
 * one character; paste keeps digits only, at most 6"). Pure: the machines keep the digits, the view
 * moves the focus to `focusIndex` after the same edit.
 */

/** One entry per box: '' or a single digit '0'–'9'. */
export type OtpDigits = readonly string[];

/** The box edits the screens send to their machine (the same three in both code screens). */
export type OtpEditEvent =
  | { type: 'otp.changed'; index: number; value: string }
  | { type: 'otp.pasted'; text: string }
  | { type: 'otp.backspaced'; index: number };

export interface OtpEdit {
  digits: OtpDigits;
  /** The box that should have the focus after the edit. */
  focusIndex: number;
}

const DIGIT = /^\d$/;
const NON_DIGITS = /\D/g;
const lastIndex = OTP_LENGTH - 1;

export const emptyOtp = (): OtpDigits => Array.from({ length: OTP_LENGTH }, () => '');

const isBoxIndex = (index: number) => Number.isInteger(index) && index >= 0 && index <= lastIndex;

function withBox(digits: OtpDigits, index: number, value: string): OtpDigits {
  return digits.map((digit, i) => (i === index ? value : digit));
}

/**
 * What typing `value` into box `index` does. A box holds one character: typing into a filled box
 * keeps the newest character (the input's value is then two characters long). A non-digit is refused
 * and the box keeps what it had. A digit moves the focus to the next box.
 */
export function changeOtpBox(digits: OtpDigits, index: number, value: string): OtpEdit {
  if (!isBoxIndex(index)) return { digits, focusIndex: 0 };
  if (value === '') return { digits: withBox(digits, index, ''), focusIndex: index };
  const typed = value.slice(-1);
  if (!DIGIT.test(typed)) return { digits, focusIndex: index };
  return { digits: withBox(digits, index, typed), focusIndex: Math.min(index + 1, lastIndex) };
}

/**
 * Pasted text keeps its digits only, at most six, filling the boxes from the first; boxes beyond
 * them are emptied. The focus goes to the box after the last digit (the last box when all are
 * filled).
 */
export function pasteOtp(text: string): OtpEdit {
  const pasted = text.replace(NON_DIGITS, '').slice(0, OTP_LENGTH);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => pasted[i] ?? '');
  return { digits, focusIndex: Math.min(pasted.length, lastIndex) };
}

/**
 * Backspace in box `index`: a filled box is emptied and keeps the focus; in an empty box the previous
 * box is emptied and takes the focus, so backspace walks back through the code.
 */
export function backspaceOtpBox(digits: OtpDigits, index: number): OtpEdit {
  if (!isBoxIndex(index)) return { digits, focusIndex: 0 };
  if (digits[index] !== '') return { digits: withBox(digits, index, ''), focusIndex: index };
  if (index === 0) return { digits, focusIndex: 0 };
  return { digits: withBox(digits, index - 1, ''), focusIndex: index - 1 };
}

/** Six boxes, each one digit. */
export const isOtpComplete = (digits: OtpDigits) =>
  digits.length === OTP_LENGTH && digits.every((digit) => DIGIT.test(digit));

/** The code as sent to the server. */
export const otpCode = (digits: OtpDigits) => digits.join('');
