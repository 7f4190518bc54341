import { uploadQuerySchema } from '@dwell/core/schemas/documents';
import { completeEventSchema, createEventSchema, noteSchema } from '@dwell/core/schemas/events';
import type { OfflineCall } from './types.ts';

/** Checks an input with the schema the API validates it with: a queued action the API would refuse is refused now. */
export function check(action: OfflineCall) {
  switch (action.kind) {
    case 'check-in':
      return createEventSchema.safeParse(action.input);
    case 'check-out':
      return completeEventSchema.safeParse(action.input);
    case 'note':
      return noteSchema.safeParse(action.input);
    case 'photo':
      return uploadQuerySchema.safeParse(action.input.query);
  }
}
