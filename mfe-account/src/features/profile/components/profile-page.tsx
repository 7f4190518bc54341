import { DATA } from '@dwell/core/messages';
import { PROFILE_MESSAGES } from '@dwell/core/schemas/profile';
import { Banner, Spinner } from '@dwell/ui/components/feedback.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { fetchProfile, PROFILE_KEY } from '../api/get-profile.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { ProfileForm } from './profile-form.tsx';

/** /profile (docs/product.md#profile-page). */
export function ProfilePage() {
  const query = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
  if (query.isPending) return <Spinner label="Loading profile..." />;
  if (query.error) {
    return (
      <div className="page">
        <Banner tone="error" title={DATA.profileErrorTitle}>
          <p>{DATA.profileLoadFailed}</p>
          <button type="button" className="btn btn-sm" onClick={() => void query.refetch()}>
            Try again
          </button>
        </Banner>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="page">
        <section className="card stack">
          <h1>Profile Incomplete</h1>
          <p>{PROFILE_MESSAGES.noProfile}</p>
          <Link to="/setup-checklist" className="btn btn-primary">
            Complete Profile Setup
          </Link>
        </section>
      </div>
    );
  }
  const { profile, canEditCompany } = query.data;
  return (
    <div className="page stack-lg account-narrow">
      <header className="page-header">
        <div>
          <h1>Profile Settings</h1>
          <p className="muted">Update your profile information and preferences</p>
        </div>
      </header>
      <AvatarPicker avatarUrl={profile.avatarUrl} fullName={profile.fullName} email={profile.email} />
      <ProfileForm profile={profile} canEditCompany={canEditCompany} />
    </div>
  );
}
