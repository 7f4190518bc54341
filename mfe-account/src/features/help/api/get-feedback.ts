import { api, call } from '@dwell/ui/lib/api-client.ts';

export const FEEDBACK_KEY = ['account', 'help-feedback'] as const;

/** GET /api/help/feedback: this user's answers and everyone's totals, by article. */
export const fetchFeedback = () => call(api.api.help.feedback.$get());
