import { schemaResolver } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';

/** A form's errors by field, as a zod schema reports them (the first message of each field). */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * The `validate` of every form: the feature's zod schema read through Mantine's own Standard
 * Schema resolver, synchronously (zod 4 schemas without async refinements), so `useForm`'s
 * per-field checks (as typed, on blur) and its submit check all use the same messages.
 */
export function zodFormValidate<Values>(
  schema: z.ZodType<Values>,
): (values: Values) => FieldErrors<Values> {
  // Every message is a plain string from the schema, so the resolver's errors are FieldErrors.
  return schemaResolver(schema, { sync: true }) as (values: Values) => FieldErrors<Values>;
}

/**
 * Moves the focus to the first invalid field in screen order (spec: a refused submit points at
 * the field to fix); the fields are found by the `data-path` that `getInputProps` gives them.
 */
export function focusFirstInvalidField<Values>(
  form: UseFormReturnType<Values>,
  fieldOrder: readonly (keyof Values & string)[],
  errors: Partial<Record<string, unknown>>,
): void {
  const first = fieldOrder.find((field) => errors[field] !== undefined);
  if (first !== undefined) form.getInputNode(first)?.focus();
}
