import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as generated from '@web/gql/graphql';
import { documentExportName, generatedDocuments, withDocumentImports } from './graphql-documents';

const generatedFile = fileURLToPath(new URL('../src/gql/graphql.ts', import.meta.url));
const sourceDir = fileURLToPath(new URL('../src', import.meta.url));

/** The app's source files that the build rewrites (not the generated folder, not tests). */
function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('each GraphQL document in its own module (issue 19)', () => {
  it('names an operation <Name>Document and a fragment <Name>FragmentDoc, as the preset does', () => {
    expect(documentExportName('query Trip($id: ID!) { trip(id: $id) { id } }')).toBe(
      'TripDocument',
    );
    expect(documentExportName('mutation Logout { logout }')).toBe('LogoutDocument');
    expect(documentExportName('fragment TripCardFields on Trip { id }')).toBe(
      'TripCardFieldsFragmentDoc',
    );
    expect(() => documentExportName('{ me { id } }')).toThrow(/without a named operation/);
  });

  it('reads every document of the generated graphql.ts, equal to what the module exports', () => {
    const documents = generatedDocuments(readFileSync(generatedFile, 'utf8'));
    const exported = Object.entries(generated);
    expect(exported.length).toBeGreaterThan(50);
    expect([...documents.keys()].sort()).toEqual(exported.map(([name]) => name).sort());
    for (const [name, document] of exported) {
      expect(JSON.parse(documents.get(name) ?? 'null'), name).toEqual(document);
    }
  });

  it("replaces each call with its document's import, leaving the rest of the code as it was", () => {
    const code = [
      "import { graphql } from '@web/gql';",
      'export const TripQuery = graphql(`',
      '  query Trip($id: ID!) { trip(id: $id) { ...TripDetailFields } }',
      '`);',
      'export const Again = graphql(`query Trip($id: ID!) { trip(id: $id) { id } }`);',
      'const name = `Trip`;',
      'export const NotADocument = graphql(`query ${name} { me { id } }`);',
    ].join('\n');
    expect(withDocumentImports('trip-query.ts', code)).toBe(
      [
        "import __graphqlDocument_TripDocument from 'virtual:wayfarer-graphql-document/TripDocument';",
        "import { graphql } from '@web/gql';",
        'export const TripQuery = __graphqlDocument_TripDocument;',
        'export const Again = __graphqlDocument_TripDocument;',
        'const name = `Trip`;',
        'export const NotADocument = graphql(`query ${name} { me { id } }`);',
      ].join('\n'),
    );
    expect(withDocumentImports('plain.ts', 'export const graphqlFree = 1;')).toBeNull();
  });

  it("finds every app call's document in graphql.ts, and no call is left to the preset's lookup", () => {
    const documents = generatedDocuments(readFileSync(generatedFile, 'utf8'));
    const rewritten = appSources(sourceDir)
      .map((file) => withDocumentImports(file, readFileSync(file, 'utf8')))
      .filter((code): code is string => code !== null);
    expect(rewritten.length).toBeGreaterThan(40);
    const imported = rewritten.flatMap((code) =>
      [...code.matchAll(/virtual:wayfarer-graphql-document\/(\w+)/g)].map((match) => match[1]),
    );
    expect(imported.filter((name) => name === undefined || !documents.has(name))).toEqual([]);
    expect(rewritten.filter((code) => /\bgraphql\(/.test(code))).toEqual([]);
  });
});
