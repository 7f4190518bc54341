import { api, unwrap } from '@dwell/ui/lib/api-client.ts';

export interface Feedback {
  mine: Record<string, boolean>;
  totals: Record<string, { helpful: number; notHelpful: number }>;
}

export const FEEDBACK_KEY = ['account', 'help-feedback'] as const;

export const fetchFeedback = () => unwrap<Feedback>(api.api.help.feedback.$get());

export const sendFeedback = (id: string, helpful: boolean) =>
  unwrap<{ message: string }>(api.api.help.articles[':id'].feedback.$post({ param: { id }, json: { helpful } }));
