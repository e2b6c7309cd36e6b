import type { ResetTokenRecord, StateAccess } from './state';

/** Storage of password-reset tokens; the rules live in ../auth/password-reset.ts. */
export function createResetTokensArea(access: StateAccess) {
  return {
    insert(record: ResetTokenRecord): void {
      access.change((state) => {
        // An expired token can never be used again: drop expired ones as new ones come.
        const now = access.now();
        state.resetTokens = state.resetTokens.filter((entry) => entry.expiresAt > now);
        state.resetTokens.push({ ...record });
      });
    },
    findByHash(tokenHash: string): ResetTokenRecord | undefined {
      const record = access.read().resetTokens.find((entry) => entry.tokenHash === tokenHash);
      return record ? { ...record } : undefined;
    },
    /** Marks every unused token of the user used (the one just spent, and any older ones). */
    useAllOf(userId: string): void {
      access.change((state) => {
        const now = access.now();
        for (const record of state.resetTokens) {
          if (record.userId === userId && record.usedAt === null) record.usedAt = now;
        }
      });
    },
  };
}

export type ResetTokensArea = ReturnType<typeof createResetTokensArea>;
