import type { RefreshTokenRecord, StateAccess } from './state';

/** Storage of refresh-token records; the token rules themselves live in ../auth/tokens.ts. */
export function createRefreshTokensArea(access: StateAccess) {
  return {
    insert(record: RefreshTokenRecord): void {
      access.change((state) => {
        // Expired records can never be presented successfully again: drop them as new ones come.
        const now = access.now();
        state.refreshTokens = state.refreshTokens.filter((entry) => entry.expiresAt > now);
        // A family revoked while this token was being made (reuse detected meanwhile) stays revoked.
        const familyRevoked = state.refreshTokens.some(
          (entry) => entry.familyId === record.familyId && entry.revokedAt !== null,
        );
        state.refreshTokens.push({ ...record, revokedAt: familyRevoked ? now : record.revokedAt });
      });
    },
    findByHash(tokenHash: string): RefreshTokenRecord | undefined {
      const record = access.read().refreshTokens.find((entry) => entry.tokenHash === tokenHash);
      return record ? { ...record } : undefined;
    },
    markUsed(tokenHash: string): void {
      access.change((state) => {
        const record = state.refreshTokens.find((entry) => entry.tokenHash === tokenHash);
        if (record && record.usedAt === null) record.usedAt = access.now();
      });
    },
    revokeFamily(familyId: string): void {
      access.change((state) => {
        const now = access.now();
        for (const record of state.refreshTokens) {
          if (record.familyId === familyId && record.revokedAt === null) record.revokedAt = now;
        }
      });
    },
    /** Ends every session of the user (after a password reset). */
    revokeAllOfUser(userId: string): void {
      access.change((state) => {
        const now = access.now();
        for (const record of state.refreshTokens) {
          if (record.userId === userId && record.revokedAt === null) record.revokedAt = now;
        }
      });
    },
    listFamily(familyId: string): RefreshTokenRecord[] {
      return access
        .read()
        .refreshTokens.filter((entry) => entry.familyId === familyId)
        .map((entry) => ({ ...entry }));
    },
  };
}

export type RefreshTokensArea = ReturnType<typeof createRefreshTokensArea>;
