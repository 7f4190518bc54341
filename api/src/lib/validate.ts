import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors.ts';

/**
 * zod validation that refuses bad input with the one error shape: the first issue's message (the SPEC's
 * own text, set in core's schemas) and every issue by field in details.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      throw new ApiError(400, 'validation_failed', issues[0]?.message ?? 'Invalid input', { issues });
    }
  });
