import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mantineCssPlugin, mantineImportsOf, withoutUnusedMantineRules } from './mantine-css';

const require = createRequire(import.meta.url);
const mantineCore = dirname(require.resolve('@mantine/core/styles.css'));

/** A Mantine component's class names, as its CSS module maps them (`root` → `m_…`). */
function classesOf(component: string): Record<string, string> {
  const module = readFileSync(
    join(mantineCore, 'esm/components', component, `${component}.module.mjs`),
    'utf8',
  );
  return Object.fromEntries(
    [...module.matchAll(/"([\w-]+)": "(m_[0-9a-f]+)"/g)].map(([, key, name]) => [key, name]),
  );
}

describe('mantineImportsOf', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mantine-imports-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the values imported from the styled packages: not types, not other packages', () => {
    const page = join(dir, 'page.tsx');
    writeFileSync(
      page,
      [
        "import { Button, Group as Row, type MantineTheme } from '@mantine/core';",
        "import type { ButtonProps } from '@mantine/core';",
        "import { notifications } from '@mantine/notifications';",
        "import { useDisclosure } from '@mantine/hooks';",
        "import { useForm } from '@mantine/form';",
      ].join('\n'),
    );
    const other = join(dir, 'other.ts');
    writeFileSync(other, "import { Button, Slider } from '@mantine/core';\n");
    const imports = mantineImportsOf([page, other]);
    expect(Object.fromEntries([...imports].map(([from, names]) => [from, [...names]]))).toEqual({
      '@mantine/core': ['Button', 'Group', 'Slider'],
      '@mantine/notifications': ['notifications'],
    });
  });
});

describe('withoutUnusedMantineRules', () => {
  const css = [
    ':root{--mantine-color-body:#fff}',
    'body{margin:0}',
    '.m_77c9d27d{padding:0 18px}',
    '.m_dd36362e{height:8px}',
    '.m_77c9d27d,.m_dd36362e:where([data-disabled]){cursor:not-allowed}',
    '.m_77c9d27d .m_a8645c2{display:flex}',
    '@media (min-width:48em){.m_dd36362e{height:10px}}',
    '@keyframes m_5d2b3b9d{from{opacity:0}to{opacity:1}}',
    '.app_card{color:red}',
  ].join('\n');
  const pruned = withoutUnusedMantineRules(css, new Set(['m_77c9d27d']));

  it('keeps the rules of the classes in use, the theme and the global rules', () => {
    expect(pruned).toContain(':root{--mantine-color-body:#fff}');
    expect(pruned).toContain('body{margin:0}');
    expect(pruned).toContain('.m_77c9d27d{padding:0 18px}');
    expect(pruned).toContain('@keyframes m_5d2b3b9d');
    expect(pruned).toContain('.app_card{color:red}');
  });

  it('drops the selectors naming a class out of use, and a media query left empty', () => {
    expect(pruned).not.toContain('m_dd36362e');
    expect(pruned).not.toContain('m_a8645c2');
    expect(pruned).toContain('.m_77c9d27d{cursor:not-allowed}');
    expect(pruned).not.toContain('@media');
  });
});

describe('mantineCssPlugin', () => {
  let sourceDir: string;
  beforeAll(() => {
    sourceDir = mkdtempSync(join(tmpdir(), 'mantine-css-'));
    writeFileSync(
      join(sourceDir, 'page.tsx'),
      "import { Button } from '@mantine/core';\nexport const page = Button;\n",
    );
    // A test file's imports are not the app's.
    writeFileSync(
      join(sourceDir, 'page.test.tsx'),
      "import { Slider } from '@mantine/core';\nexport const slider = Slider;\n",
    );
  });
  afterAll(() => rmSync(sourceDir, { recursive: true, force: true }));

  it("keeps in Mantine's stylesheet what the app's components and theirs use", async () => {
    const plugin = mantineCssPlugin(sourceDir) as Plugin & {
      transform: (code: string, id: string) => Promise<{ code: string } | null>;
    };
    const path = require.resolve('@mantine/core/styles.css');
    const full = readFileSync(path, 'utf8');
    const result = await plugin.transform(full, path);
    const kept = result?.code ?? '';

    expect(kept.length).toBeLessThan(full.length / 2);
    // Button's own rules, and those of UnstyledButton and Loader, which Button is built on.
    for (const name of [
      classesOf('Button').root,
      classesOf('UnstyledButton').root,
      classesOf('Loader').root,
    ]) {
      expect(full).toContain(`.${name}`);
      expect(kept).toContain(`.${name}`);
    }
    // The theme's variables and the baseline stay; a component the app never imports goes.
    expect(kept).toContain('--mantine-color-body');
    expect(full).toContain(`.${classesOf('Slider').root}`);
    expect(kept).not.toContain(`.${classesOf('Slider').root}`);
    expect(await plugin.transform('const x = 1;', '/work/src/page.tsx')).toBeNull();
  });
});
