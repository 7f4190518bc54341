import type { CompanyInput } from '@dwell/core/schemas/profile';
import { api, call } from '@dwell/ui/lib/api-client.ts';

/** PATCH /api/company: the answer names the onboarding steps this completed. */
export const saveCompany = (input: CompanyInput) => call(api.api.company.$patch({ json: input }));
