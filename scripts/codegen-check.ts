// Fails when the committed codegen output (gateway resolver types, web typed documents) differs from
// what the schema and the web's operations generate now: run `npm run codegen` and commit.
import { generate } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import config from '../codegen';

const outputs = (await generate(
  { ...config, hooks: {}, cwd: process.cwd() },
  false,
)) as Types.FileOutput[];
const stale: string[] = [];
for (const output of outputs) {
  const path = resolve(output.filename);
  const actual = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (actual !== output.content) stale.push(output.filename);
}
if (stale.length > 0) {
  console.error(
    `Generated files are stale:\n  ${stale.join('\n  ')}\nRun \`npm run codegen\` and commit.`,
  );
  process.exit(1);
}
console.log(`codegen output is fresh (${outputs.length} files)`);
