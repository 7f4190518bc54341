import type { ProfileCriterion } from '@dwell/core/onboarding';
import { Link } from '@dwell/ui/lib/router.tsx';

const LABELS: Partial<Record<ProfileCriterion, string>> = { name: 'Your full name', phone: 'Your phone number' };

/** docs/product.md#onboarding: 'Complete Your Profile', listing the missing name and/or phone number. */
export function CompleteProfileBanner({ missing }: { missing: ProfileCriterion[] }) {
  const listed = missing.filter((criterion) => LABELS[criterion]);
  if (listed.length === 0) return null;
  return (
    <section className="banner banner-warning" aria-labelledby="complete-profile-title">
      <div className="stack">
        <strong id="complete-profile-title">Complete Your Profile</strong>
        <p>Add these so your team and your customers know who logged each event:</p>
        <ul>
          {listed.map((criterion) => (
            <li key={criterion}>{LABELS[criterion]}</li>
          ))}
        </ul>
        <div>
          <Link to="/profile" className="btn btn-primary btn-sm">
            Complete Profile
          </Link>
        </div>
      </div>
    </section>
  );
}
