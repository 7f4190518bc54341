import type { ZodType } from 'zod';

/** The first message per field of a failed zod parse, for showing beside each input. */
export function fieldErrors(schema: ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Field errors an API answer carried in details.issues (the one error shape), by field. */
export function apiFieldErrors(details: unknown): Record<string, string> {
  const issues = (details as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}
