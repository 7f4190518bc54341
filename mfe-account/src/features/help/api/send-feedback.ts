import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/help/articles/:id/feedback: "Was this article helpful?" */
export const sendFeedback = (id: string, helpful: boolean) =>
  call(api.api.help.articles[':id'].feedback.$post({ param: { id }, json: { helpful } }));
