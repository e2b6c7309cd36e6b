import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import ts from 'typescript';
import { build } from 'vite';
import type { Plugin, Rollup } from 'vite';

/** The Mantine packages whose stylesheets the app imports whole (web/src/app/main.tsx). */
const STYLED_PACKAGES = [
  '@mantine/core',
  '@mantine/dates',
  '@mantine/notifications',
  '@mantine/dropzone',
];

/** Those stylesheets, as Vite resolves them. */
const PACKAGE_STYLESHEET = /[\\/]node_modules[\\/]@mantine[\\/][a-z]+[\\/]styles\.css$/;

/** Mantine's generated class names (its CSS modules, hashed at its build): `m_` and 6 to 8 hex digits. */
const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;

/** The bundle's entry: a module re-exporting what the app imports. */
const ENTRY = 'virtual:wayfarer-mantine-used';
const RESOLVED_ENTRY = `\0${ENTRY}`;

/** Every source file of `dir` (tests left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What the app imports from each styled Mantine package, as values (types carry no styles). */
export function mantineImportsOf(files: string[]): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
        continue;
      }
      const from = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (!STYLED_PACKAGES.includes(from) || clause === undefined || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (bindings === undefined || !ts.isNamedImports(bindings)) continue;
      const names = imports.get(from) ?? new Set<string>();
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
      }
      imports.set(from, names);
    }
  }
  return imports;
}

/**
 * The Mantine classes the app can render: those named in the code of what it imports, bundled and
 * tree-shaken as the app's build does (a component brings the components it is built on).
 */
async function mantineClassesUsed(imports: Map<string, Set<string>>): Promise<Set<string>> {
  const entry = [...imports]
    .map(([from, names]) => `export { ${[...names].join(', ')} } from '${from}';`)
    .join('\n');
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'wayfarer-mantine-used-entry',
        // Vite passes a library's entry as a path under the root.
        resolveId: (id) => (id.endsWith(ENTRY) ? RESOLVED_ENTRY : null),
        load: (id) => (id === RESOLVED_ENTRY ? entry : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'mantine-used' },
      // Only Mantine's own code names its classes.
      rolldownOptions: {
        external: (id) => !id.startsWith('@mantine/') && !/^[./\\\0]|^[A-Za-z]:/.test(id),
      },
    },
  })) as Rollup.RollupOutput[];
  const code = output
    .flatMap((bundle) => bundle.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
  return new Set(code.match(MANTINE_CLASS));
}

/**
 * `css` without the rules for Mantine classes outside `used`: a selector naming one can match no
 * element the app renders. Rules naming no Mantine class (the theme's variables, the baseline, the
 * global rules) all stay.
 */
export function withoutUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name === 'keyframes') {
      return;
    }
    const kept = rule.selectors.filter((selector) =>
      [...selector.matchAll(MANTINE_CLASS)].every(([name]) => used.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Leaves out of Mantine's stylesheets the rules of the components the app never renders (issue 19):
 * the app imports each package's whole stylesheet (Mantine's documented default; per-component
 * files would need their dependencies listed by hand), and over half of Mantine's styled classes
 * belong to components nothing renders: 14 KiB of every first view in brotli, and rules every style
 * recalculation matched.
 * Done on the stylesheets' text before Vite bundles them, so the files' hashes follow what is kept.
 */
export function mantineCssPlugin(sourceDir: string): Plugin {
  let used: Promise<Set<string>> | undefined;
  return {
    name: 'wayfarer-mantine-css',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    async transform(code, id) {
      if (!PACKAGE_STYLESHEET.test(id)) return null;
      used ??= mantineClassesUsed(mantineImportsOf(sourceFiles(sourceDir)));
      return { code: withoutUnusedMantineRules(code, await used), map: null };
    },
  };
}
