import type { DetentionPolicy } from '@dwell/core/detention';
import { api, call } from '@dwell/ui/lib/api-client.ts';

/** PUT /api/policies/company: the company default; company admins only (the API refuses anyone else). */
export const savePolicy = async (policy: DetentionPolicy) =>
  (await call(api.api.policies.company.$put({ json: policy }))).policy;
