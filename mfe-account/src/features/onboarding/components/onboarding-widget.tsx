import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { useOnboarding } from '../api/use-onboarding.ts';
import { CompleteProfileBanner } from './complete-profile-banner.tsx';
import { GettingStartedCard } from './getting-started-card.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

/**
 * The dashboard's onboarding elements (docs/product.md#dashboard, docs/product.md#onboarding), shown while the first event is not logged (and once
 * more right after a step was just done, so its toast has context). The Getting Started card is hidden once
 * onboarding is complete or the profile is complete. Nothing shows while loading.
 */
export function OnboardingWidget(_props: ScreenProps) {
  const { data } = useOnboarding();
  if (!data) return null;
  const justDone = data.justCompleted.length > 0;
  if (data.firstEventLogged && !justDone) return null;
  const showCard = !data.completed && !data.profileCompleted;
  return (
    <div className="stack" data-testid="onboarding">
      <CompleteProfileBanner missing={data.missing} />
      {data.firstEventLogged ? null : <WelcomeBanner />}
      {showCard ? <GettingStartedCard card={data.card} /> : null}
    </div>
  );
}
