import { OTP_RESEND_COOLDOWN_MS } from '../constants';
import type { CodePurpose, OneTimeCodeRecord, StateAccess } from './state';

/** Storage of pending one-time codes, one per purpose and e-mail; the rules live in ../auth/one-time-codes.ts. */
export function createOneTimeCodesArea(access: StateAccess) {
  const matches = (purpose: CodePurpose, email: string) => (record: OneTimeCodeRecord) =>
    record.purpose === purpose && record.email === email;

  return {
    find(purpose: CodePurpose, email: string): OneTimeCodeRecord | undefined {
      const record = access.read().oneTimeCodes.find(matches(purpose, email));
      return record ? { ...record } : undefined;
    },
    /** Stores the record in place of any earlier one for the same purpose and e-mail. */
    put(record: OneTimeCodeRecord): void {
      access.change((state) => {
        // Records past both their expiry and their cooldown can matter no more: drop them as new come.
        const now = access.now();
        state.oneTimeCodes = state.oneTimeCodes.filter(
          (entry) =>
            !matches(record.purpose, record.email)(entry) &&
            (entry.expiresAt > now || entry.sentAt + OTP_RESEND_COOLDOWN_MS > now),
        );
        state.oneTimeCodes.push({ ...record });
      });
    },
    /** Counts a wrong try; answers the new count. */
    recordFailure(purpose: CodePurpose, email: string): number {
      return access.change((state) => {
        const record = state.oneTimeCodes.find(matches(purpose, email));
        if (!record) return 0;
        record.failedAttempts += 1;
        return record.failedAttempts;
      });
    },
    remove(purpose: CodePurpose, email: string): void {
      access.change((state) => {
        state.oneTimeCodes = state.oneTimeCodes.filter((entry) => !matches(purpose, email)(entry));
      });
    },
  };
}

export type OneTimeCodesArea = ReturnType<typeof createOneTimeCodesArea>;
