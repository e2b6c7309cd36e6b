import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs name files as `layer/path/file.ts` (spec coverage, architecture, decisions, README). A
 * file moved or split without its doc line would leave readers a path to nowhere: every such path
 * named in backticks must exist.
 */
const root = join(import.meta.dirname, '..', '..');
const docs = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter(
  (name) => name.endsWith('.md'),
);
const layerPath =
  /^(web|machines|gateway|mocks|contract|tests|scripts)\/[\w.$@/[\]-]+\.(ts|tsx|mjs|json|css|graphql|md)$/;

function pathsNamedIn(doc: string): string[] {
  const text = readFileSync(join(root, doc), 'utf8');
  const named = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
  return [...new Set(named.filter((token) => layerPath.test(token) && !token.includes('...')))];
}

describe('paths named in the docs', () => {
  it.each(docs)('every file path in %s exists', (doc) => {
    const missing = pathsNamedIn(doc).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});
