import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { useOnboarding } from '../api/use-onboarding.ts';
import { CompleteProfileBanner } from './complete-profile-banner.tsx';
import { GettingStartedCard } from './getting-started-card.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

/**
 * The dashboard's onboarding elements (SPEC §2.7, §2.8), shown while the first event is not logged. The
 * Getting Started card stays until all three steps are done, and once more when the last one just was, to
 * say 'All steps completed!'. Nothing shows while loading.
 */
export function OnboardingWidget(_props: ScreenProps) {
  const { data } = useOnboarding();
  if (!data) return null;
  const justDone = data.justCompleted.length > 0;
  if (data.firstEventLogged && !justDone) return null;
  return (
    <div className="stack" data-testid="onboarding">
      <CompleteProfileBanner missing={data.missing} />
      {data.firstEventLogged ? null : <WelcomeBanner />}
      {!data.completed || justDone ? <GettingStartedCard card={data.card} /> : null}
    </div>
  );
}
