import type { z } from 'zod';

/**
 * Text the system refuses at its edges (issue 17): a lone UTF-16 surrogate is not text at all
 * (`encodeURIComponent` throws on it, JSON encoders may too), and control characters have no place
 * in names, titles or notes. Tab, line feed and carriage return stay allowed: notes span lines.
 */

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** C0 controls but tab, LF and CR; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const safeTextMessages = {
  loneSurrogate: 'Text contains an invalid character (a lone UTF-16 surrogate)',
  controlCharacter: 'Text contains a control character',
  tooLong: (maxLength: number) => `Text must be at most ${maxLength} characters`,
} as const;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Why `text` is refused, or undefined when it is safe (length is the caller's own rule). */
export function unsafeTextReason(text: string): string | undefined {
  if (hasLoneSurrogate(text)) return safeTextMessages.loneSurrogate;
  if (hasControlCharacter(text)) return safeTextMessages.controlCharacter;
  return undefined;
}

/** The text with each lone surrogate replaced by U+FFFD (what `String#toWellFormed` does). */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD');
}

/** `schema` refusing unsafe text with its reason (the zod schemas of the REST contract). */
export function safeText<Schema extends z.ZodString>(schema: Schema): Schema {
  return schema.refine((text) => unsafeTextReason(text) === undefined, {
    error: (issue) => (typeof issue.input === 'string' ? unsafeTextReason(issue.input) : undefined),
  });
}
