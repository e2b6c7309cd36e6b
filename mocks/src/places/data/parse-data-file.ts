import type { z } from 'zod';

/**
 * The mock's hand-written data (landmarks, cultures, word lists) lives in JSON beside this file and is
 * checked against its zod schema when loaded, so a typo fails with the entry it is in, not as a strange
 * place later.
 */
export function parseDataFile<Schema extends z.ZodType>(
  fileName: string,
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new Error(`mocks/src/places/data/${fileName}: ${describeIssue(value, issue)}`);
}

/** "entry 12 (Eiffel Tower), primaryType: Invalid option…": the bad entry named by its index and name. */
function describeIssue(value: unknown, issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'does not match its schema';
  const path = issue.path.map(String);
  const [first] = issue.path;
  const entry =
    Array.isArray(value) && typeof first === 'number' ? (value[first] as unknown) : undefined;
  const entryName =
    typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string'
      ? ` (${entry.name})`
      : '';
  const where =
    typeof first === 'number'
      ? [`entry ${first}${entryName}`, ...path.slice(1)].join(', ')
      : path.join('.') || 'the file';
  return `${where}: ${issue.message}`;
}

/**
 * The file's data, parsed on first use and then shared: processes that never build the catalogue (most
 * tests) do not pay for checking it, and the mock's start-up stays as fast as with data written as code.
 */
export function lazyDataFile<Schema extends z.ZodType>(
  fileName: string,
  schema: Schema,
  value: unknown,
): () => z.output<Schema> {
  let parsed: { data: z.output<Schema> } | undefined;
  return () => {
    parsed ??= { data: parseDataFile(fileName, schema, value) };
    return parsed.data;
  };
}
