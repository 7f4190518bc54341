import { api, call } from '@dwell/ui/lib/api-client.ts';

/** The company's drivers, facilities and customers a provider id can be mapped to. */
export async function fetchChoices() {
  const [team, facilities, customers] = await Promise.all([
    call(api.api.team.$get()),
    call(api.api.facilities.$get()),
    call(api.api.customers.$get()),
  ]);
  return { team, facilities, customers };
}
