import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarioJsonSchema } from '@machines/scenarios/scenario-schema';
import { repoRoot } from './scenario-files';

/** `npm run scenario:schema`: writes machines/scenario.schema.json from the zod schema. */
const target = join(repoRoot, 'machines', 'scenario.schema.json');
writeFileSync(target, `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
console.log(`wrote ${target}`);
