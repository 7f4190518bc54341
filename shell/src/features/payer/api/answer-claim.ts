import type { PayerAnswer } from '@dwell/core/schemas/payer';
import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/payer/:token/answers: approve, dispute or ask; answers the page as it now stands (201). */
export const answerClaim = (token: string, answer: PayerAnswer) =>
  call(api.api.payer[':token'].answers.$post({ param: { token }, json: answer }));
