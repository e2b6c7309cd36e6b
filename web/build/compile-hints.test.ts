import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints } from './compile-hints';

const chunk = (name: string, code: string) =>
  ({
    type: 'chunk',
    name,
    fileName: `assets/${name}-abc123.js`,
    code,
  }) as unknown as Rollup.OutputChunk;

describe('addCompileHints', () => {
  it("puts V8's compile hint first in the named chunks only", () => {
    const bundle = {
      vendor: chunk('vendor', 'import{a}from"./x.js";'),
      index: chunk('index', 'const __vite__mapDeps=0;'),
      style: { type: 'asset', name: 'index.css', fileName: 'assets/index.css', source: 'a{}' },
    } as unknown as Rollup.OutputBundle;

    expect(addCompileHints(bundle, ['vendor'])).toEqual(['assets/vendor-abc123.js']);

    expect((bundle.vendor as Rollup.OutputChunk).code).toBe(
      `${COMPILE_HINT}\nimport{a}from"./x.js";`,
    );
    expect((bundle.index as Rollup.OutputChunk).code).toBe('const __vite__mapDeps=0;');
  });

  it('adds it once however often it runs', () => {
    const bundle = { vendor: chunk('vendor', 'var a;') } as unknown as Rollup.OutputBundle;
    addCompileHints(bundle, ['vendor']);
    addCompileHints(bundle, ['vendor']);
    expect((bundle.vendor as Rollup.OutputChunk).code).toBe(`${COMPILE_HINT}\nvar a;`);
  });
});
