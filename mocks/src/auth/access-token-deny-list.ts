/**
 * Access tokens revoked at logout (issue 17: a token still worked after logout until it expired).
 * Keyed by the token's `jti`, each kept only until the token's own `exp`, when it would be refused
 * anyway, so the list stays as short as the tokens' 15-minute life. In memory; reset clears it.
 */
export interface AccessTokenDenyList {
  deny(jti: string, expiresAtS: number): void;
  isDenied(jti: string): boolean;
  /** How many are held (for the test that the list is pruned). */
  size(): number;
  reset(): void;
}

export function createAccessTokenDenyList(now: () => number): AccessTokenDenyList {
  const denied = new Map<string, number>();
  const prune = () => {
    const nowS = now() / 1000;
    for (const [jti, expiresAtS] of denied) if (expiresAtS <= nowS) denied.delete(jti);
  };
  return {
    deny(jti, expiresAtS) {
      prune();
      denied.set(jti, expiresAtS);
    },
    isDenied(jti) {
      const expiresAtS = denied.get(jti);
      return expiresAtS !== undefined && expiresAtS > now() / 1000;
    },
    size() {
      prune();
      return denied.size;
    },
    reset() {
      denied.clear();
    },
  };
}
