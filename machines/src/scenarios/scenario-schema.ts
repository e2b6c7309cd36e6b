import { z } from 'zod';
import type { StateValue } from 'xstate';

/**
 * The one scenario format (issue 16): a JSON file beside its machine,
 * `machines/src/<area>/scenarios/<name>.scenario.json`, read by `npm run scenario`, the Vitest
 * replay of every file and the inspector. `machines/scenario.schema.json` is generated from this
 * schema (`npm run scenario:schema`) so editors complete and check the files.
 */

const afterMs = z
  .number()
  .int()
  .nonnegative()
  .optional()
  .describe('Simulated milliseconds before the answer arrives (default: at once).');

/** What one call of an effect answers: `resolve` (absent: resolves with nothing) or `reject`. */
export const fakeAnswerSchema = z
  .strictObject({
    resolve: z.unknown().optional().describe('The value the effect resolves with.'),
    reject: z
      .looseObject({
        message: z.string().describe('The error message; "" lets the spec fallback show.'),
        code: z.union([z.string(), z.number()]).optional(),
      })
      .optional()
      .describe('The effect rejects with an Error carrying this message (and code).'),
    afterMs,
  })
  .refine((answer) => !('resolve' in answer && answer.reject !== undefined), {
    message: 'an answer either resolves or rejects, not both',
  });

/** Effect name → its answers, consumed in call order; the last one repeats once they run out. */
export const fakesSchema = z.record(z.string(), z.array(fakeAnswerSchema));

const stateValueSchema: z.ZodType<StateValue> = z.lazy(() =>
  z.union([z.string(), z.record(z.string(), stateValueSchema)]),
);

export const expectationSchema = z.strictObject({
  state: stateValueSchema
    .optional()
    .describe(
      'The whole state value: a dotted path ("authenticated.scheduled", parallel regions joined by commas) or the nested object.',
    ),
  context: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      'A subset of the context: only the keys given are compared (deeply, objects as subsets).',
    ),
  emitted: z
    .array(z.record(z.string(), z.unknown()))
    .optional()
    .describe('What the machine emitted during this step, in order (each a subset match).'),
  calls: z
    .record(z.string(), z.number().int().nonnegative())
    .optional()
    .describe('How often each named effect has been called since the start.'),
});

export const scenarioStepSchema = z
  .strictObject({
    send: z
      .looseObject({ type: z.string().min(1) })
      .optional()
      .describe('An event to send: its type and payload.'),
    advance: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('Milliseconds to let pass on the simulated clock.'),
    note: z.string().optional().describe('What this step stands for, for the reader.'),
    expect: expectationSchema.optional(),
  })
  .superRefine((step, context) => {
    const kinds = (step.send === undefined ? 0 : 1) + (step.advance === undefined ? 0 : 1);
    if (kinds !== 1) {
      context.addIssue({
        code: 'custom',
        message: 'a step has either "send" (an event) or "advance" (ms), exactly one',
      });
    }
  });

export const scenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  machine: z.string().min(1).describe('The registered machine name (npm run scenario -- --list).'),
  description: z.string().optional().describe('What happens, in a QA engineer’s words.'),
  startsAt: z.iso
    .datetime()
    .optional()
    .describe('The simulated clock at the start (default 2026-06-01T09:00:00Z).'),
  input: z.unknown().optional().describe('The machine input (default: the registration’s).'),
  fakes: fakesSchema.optional().describe('Each effect’s answers, in call order.'),
  steps: z.array(scenarioStepSchema).min(1),
});

export type FakeAnswer = z.infer<typeof fakeAnswerSchema>;
export type Fakes = z.infer<typeof fakesSchema>;
export type ScenarioExpectation = z.infer<typeof expectationSchema>;
export type ScenarioStep = z.infer<typeof scenarioStepSchema>;
export type Scenario = z.infer<typeof scenarioSchema>;

/** `['steps', 3, 'send', 'type']` → `steps[3].send.type`. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** One line per problem: `steps[3].send.type: Required`. */
export function describeScenarioIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const missing = issue.code === 'invalid_type' && issue.message.endsWith('received undefined');
    const where = issuePath(issue.path);
    return `${where === '' ? '(file)' : where}: ${missing ? 'Required' : issue.message}`;
  });
}

export type ScenarioParse = { ok: true; scenario: Scenario } | { ok: false; problems: string[] };

export function parseScenario(data: unknown): ScenarioParse {
  const parsed = scenarioSchema.safeParse(data);
  return parsed.success
    ? { ok: true, scenario: parsed.data }
    : { ok: false, problems: describeScenarioIssues(parsed.error) };
}

/** The JSON Schema editors use (`machines/scenario.schema.json`), generated from the zod schema. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(scenarioSchema, { io: 'input' }),
    title: 'Wayfarer machine scenario',
    description:
      'A scenario replayed by `npm run scenario`, Vitest and the inspector (machines/src/scenarios/scenario-schema.ts).',
  };
}
