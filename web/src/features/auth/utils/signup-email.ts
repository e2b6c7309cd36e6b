/**
 * The e-mail as it is sent and handed to /verify-email: trimmed and lowercased. Apart from the sign-up
 * form's zod schema, so the screens that only hand an e-mail on load no zod (issue 19).
 */
export const normaliseSignupEmail = (email: string) => email.trim().toLowerCase();
