import { DATA, stepCompleted } from '@dwell/core/messages';
import { ONBOARDING_STEPS } from '@dwell/core/onboarding';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchOnboarding, ONBOARDING_KEY } from './get-onboarding.ts';

// When the answer last announced was fetched: cached data shown again on a later visit is not re-announced.
let announcedAt = 0;

/**
 * The onboarding state, read fresh on every mount. Steps the server just found done are announced once
 * ('{step title} completed!').
 */
export function useOnboarding() {
  const query = useQuery({ queryKey: ONBOARDING_KEY, queryFn: fetchOnboarding, staleTime: 0 });
  const { data, dataUpdatedAt, error } = query;
  useEffect(() => {
    if (!data || dataUpdatedAt <= announcedAt) return;
    announcedAt = dataUpdatedAt;
    for (const id of data.justCompleted) {
      const step = ONBOARDING_STEPS.find((s) => s.id === id);
      if (step) toast('success', stepCompleted(step.title));
    }
  }, [data, dataUpdatedAt]);
  useEffect(() => {
    if (error) toast('error', DATA.onboardingUpdateFailed, error.message);
  }, [error]);
  return query;
}
