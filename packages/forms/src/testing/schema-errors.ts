import * as v from 'valibot';

/** Each field's message as react-hook-form's valibot resolver sees it: the first rule of each field that fails. */
export function errors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

/** A phone as its mask leaves it. */
export const PHONE = '38(050) 123-45-67';

/** One digit short (which was once read as another number), one too many, and letters where digits go. */
export const WRONG_PHONES = ['38(050) 123-4', '38(050) 123-45-678', '38(050) 123-ab-cd'];
