/**
 * Reads an environment variable where one exists. The handlers and the store also run where there is no
 * `process` (a browser worker), so nothing here may assume Node.
 */
export function readEnv(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  const value = env?.[name];
  return value === undefined || value === '' ? undefined : value;
}

/** A non-negative number from the environment, else the fallback (a typo must not become NaN). */
export function readEnvNumber(name: string, fallback: number): number {
  const raw = readEnv(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
