import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with it has all its functions
 * compiled eagerly, on the thread that streams it in, instead of each one lazily on the main
 * thread the first time it is called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the hint first in each chunk of `bundle` named in `chunkNames`. */
export function addCompileHints(
  bundle: Rollup.OutputBundle,
  chunkNames: readonly string[],
): string[] {
  const hinted: string[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !chunkNames.includes(output.name)) continue;
    if (!output.code.startsWith(COMPILE_HINT)) output.code = `${COMPILE_HINT}\n${output.code}`;
    hinted.push(output.fileName);
  }
  return hinted;
}

/**
 * The compile hint on the chunks every first view runs at once (issue 19): the vendor chunk
 * (React, Mantine, Apollo, the router, XState). Lighthouse's phone measured its evaluation, mostly
 * V8 compiling what it runs, as the first view's longest task. Not on the entry or the screens'
 * chunks: Vite puts its preload map before their code, and a chunk of many screens holds much that
 * a first view never calls. Added after Vite's own last changes to the code; the file's hash was
 * computed before, but the hint is a pure function of the chunk's name, so one hash still always
 * names the same bytes. Builds with source maps are left as they are (the maps' lines would shift).
 */
export function compileHintsPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'wayfarer-compile-hints',
    // Not the prerender's Node bundle (web/build/prerender.ts), which has no vendor chunk.
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        if (options.sourcemap) return;
        // A renamed chunk would silently lose its hint.
        if (addCompileHints(bundle, chunkNames).length === 0) {
          this.error(`no chunk named ${chunkNames.join(', ')} to give the compile hint`);
        }
      },
    },
  };
}
