import type { NotificationPrefs } from '@dwell/core/schemas/profile';
import { api, call } from '@dwell/ui/lib/api-client.ts';

/** PUT /api/profile/notifications */
export const savePrefs = (prefs: NotificationPrefs) => call(api.api.profile.notifications.$put({ json: prefs }));
