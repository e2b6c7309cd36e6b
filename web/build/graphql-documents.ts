import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kind, parse } from 'graphql';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Each GraphQL document goes in the chunk of the code that sends it (issue 19). The client preset's
 * `graphql()` (web/src/gql/gql.ts) finds a document by its text in one map of all of them, so all
 * 56 sat in the entry chunk, most of its 219 kB, whatever the first view sends. A bundler cannot
 * split one module between chunks, and graphql.ts is one module: the build replaces each
 * `graphql(`…`)` call with the default import of a module holding that document alone, copied
 * from graphql.ts, so each lands where it is used. The documents themselves do not change, nor
 * does the typing, which tsc reads from the calls as written. Tests and the dev server keep the
 * preset's lookup.
 */

const MODULE_PREFIX = 'virtual:wayfarer-graphql-document/';
const RESOLVED_PREFIX = `\0${MODULE_PREFIX}`;

/** The document's name in graphql.ts: `<Operation>Document`, or `<Fragment>FragmentDoc`. */
export function documentExportName(source: string): string {
  const [definition] = parse(source).definitions;
  if (definition?.kind === Kind.OPERATION_DEFINITION && definition.name) {
    return `${definition.name.value}Document`;
  }
  if (definition?.kind === Kind.FRAGMENT_DEFINITION) return `${definition.name.value}FragmentDoc`;
  throw new Error(`a graphql() document without a named operation or fragment: ${source}`);
}

/** The documents of a generated graphql.ts, by export name, as the JSON the file writes them in. */
export function generatedDocuments(generated: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const match of generated.matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm,
  )) {
    const [, name, json] = match;
    if (name !== undefined && json !== undefined) documents.set(name, json);
  }
  return documents;
}

/**
 * The source with each `graphql(`…`)` call replaced by an import of its document alone; null when
 * it has none. Only calls whose one argument is a template without substitutions, as the preset
 * itself requires.
 */
export function withDocumentImports(fileName: string, code: string): string | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const calls: { start: number; end: number; name: string }[] = [];
  const visit = (node: ts.Node) => {
    const [argument] = ts.isCallExpression(node) ? node.arguments : [];
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'graphql' &&
      node.arguments.length === 1 &&
      argument !== undefined &&
      ts.isNoSubstitutionTemplateLiteral(argument)
    ) {
      calls.push({
        start: node.getStart(source),
        end: node.getEnd(),
        name: documentExportName(argument.text),
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (calls.length === 0) return null;

  let rewritten = code;
  // From the last call back, so earlier offsets stay right.
  for (const { start, end, name } of [...calls].reverse()) {
    rewritten = `${rewritten.slice(0, start)}__graphqlDocument_${name}${rewritten.slice(end)}`;
  }
  const imports = [...new Set(calls.map((call) => call.name))].map(
    (name) => `import __graphqlDocument_${name} from '${MODULE_PREFIX}${name}';\n`,
  );
  return imports.join('') + rewritten;
}

/**
 * `generatedFile`: the preset's graphql.ts; `sourceDir`: the app's sources, whose calls are
 * replaced (the generated folder's own are not).
 */
export function graphqlDocumentsPlugin(generatedFile: string, sourceDir: string): Plugin {
  const generatedDir = dirname(generatedFile);
  let documents: Map<string, string> | null = null;
  const documentsNow = () =>
    (documents ??= generatedDocuments(readFileSync(generatedFile, 'utf8')));
  return {
    name: 'wayfarer-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = null;
    },
    transform(code, id) {
      // A route file split by the router plugin carries a query (`?tsr-split=component`).
      const [path = id] = id.split('?');
      const inSource = path.startsWith(sourceDir) && !path.startsWith(generatedDir);
      if (!inSource || !/\.tsx?$/.test(path) || !code.includes('graphql(')) return null;
      const rewritten = withDocumentImports(path, code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(MODULE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const json = documentsNow().get(name);
      if (json === undefined) {
        throw new Error(`${name} is not in ${generatedFile}: run npm run codegen`);
      }
      return `export default ${json};\n`;
    },
  };
}
