import postcss from 'postcss';
import type { Container, Rule } from 'postcss';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.((?:[\w-]|\\.)+)/g;

/** Every class name the HTML uses. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (list ?? '').split(/\s+/)) if (name !== '') classes.add(name);
  }
  return classes;
}

/** A selector may match the page when every class it names is on some element of the page. */
function mayMatch(selector: string, classes: Set<string>): boolean {
  for (const [, name] of selector.matchAll(CLASS_IN_SELECTOR)) {
    if (name !== undefined && !classes.has(name.replace(/\\/g, ''))) return false;
  }
  return true;
}

function prune(container: Container, classes: Set<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      const kept = rule.selectors.filter((selector) => mayMatch(selector, classes));
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    } else if (node.type === 'atrule' && node.nodes !== undefined && node.name !== 'keyframes') {
      prune(node, classes);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/**
 * The rules of `css` that the prerendered `html` can use (issue 19: critical CSS inline): a rule is
 * kept unless it names a class the page does not have. Coarse on purpose: a state the first paint
 * never shows (hover, dark scheme) costs a few bytes, a rule dropped by mistake would change the look.
 */
export function criticalCss(css: string, html: string): string {
  const classes = classesIn(html);
  const classesKey = [...classes].sort().join(' ');
  // The gateway's page worker asks for the same stylesheets and, per kind of page, mostly the same
  // classes; since it renders the reader's home, trips and trip beside Explore, the answers of the
  // last few class sets are kept rather than parsing 250 KB of CSS again (15-30 ms a page).
  if (answers.css !== css) answers = { css, byClasses: new Map() };
  const known = answers.byClasses.get(classesKey);
  if (known !== undefined) {
    // Asked again: now the newest.
    answers.byClasses.delete(classesKey);
    answers.byClasses.set(classesKey, known);
    return known;
  }
  const root = postcss.parse(css);
  prune(root, classes);
  const inline = root.toString().replace(/\s*\n\s*/g, '');
  // Oldest first in a Map: the one set longest unasked for goes.
  if (answers.byClasses.size >= KEPT_CLASS_SETS) {
    answers.byClasses.delete(answers.byClasses.keys().next().value ?? '');
  }
  answers.byClasses.set(classesKey, inline);
  return inline;
}

/** Class sets whose answers are kept: a few per kind of page the worker renders. */
const KEPT_CLASS_SETS = 16;

let answers: { css: string; byClasses: Map<string, string> } = { css: '', byClasses: new Map() };

/**
 * `css` without its `@font-face` rules: for the stylesheets the app applies as it takes a page over,
 * whose fonts the page's inline CSS has declared already (web/build/prerender.ts).
 */
export function withoutFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    rule.remove();
  });
  return root.toString();
}
