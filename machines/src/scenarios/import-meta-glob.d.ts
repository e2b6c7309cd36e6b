/**
 * Vite's `import.meta.glob`, as Vitest runs the machines project: the scenario replay test reads
 * every scenario file through it (machines/ has no Node file APIs).
 */
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
}
