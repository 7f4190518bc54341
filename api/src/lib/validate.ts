import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors.ts';

/** The one refusal of invalid input: the first issue's message (core's own text) and every issue by field. */
export function validationFailed(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): ApiError {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  return new ApiError(400, 'validation_failed', issues[0]?.message ?? 'Invalid input', { issues });
}

/** What a validator middleware checks, carried on it so the security suite fuzzes each route with its own schema. */
export interface Validates {
  target: keyof ValidationTargets;
  schema: ZodType;
}

/**
 * zod validation that refuses bad input with the one error shape. The middleware carries its target and
 * schema (`validates`), read by the security suite from the app's routes.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  Object.assign(
    zValidator(target, schema, (result) => {
      if (!result.success) throw validationFailed(result.error);
    }),
    { validates: { target, schema } as Validates },
  );
