import type { SessionInfo } from '@dwell/core/session';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { COMPANY_KEY, fetchCompany } from '../api/get-company.ts';
import { CompanyForm } from './company-form.tsx';
import { TeamSection } from './team-section.tsx';

/** /company: company information, the default detention policy and the team. */
export function CompanyPage({ session }: { session: SessionInfo }) {
  const query = useQuery({ queryKey: COMPANY_KEY, queryFn: fetchCompany });
  let info = <Skeleton rows={4} />;
  if (query.error) info = <Banner tone="error">{query.error.message}</Banner>;
  else if (query.data) info = <CompanyForm company={query.data.company} canEdit={query.data.canEdit} />;
  return (
    <div className="page stack-lg account-narrow">
      <header className="page-header">
        <div>
          <h1>Company</h1>
          <p className="muted">{session.company?.name ?? 'Your company'}: details, detention policy and team.</p>
        </div>
      </header>
      {info}
      {session.subscription.hasAccess ? <PolicyLink /> : null}
      <TeamSection />
    </div>
  );
}

/** The default detention policy is edited on the policies screen, beside the overrides it shares its fields with. */
function PolicyLink() {
  return (
    <section className="card stack" aria-labelledby="policy-title">
      <h2 id="policy-title">Default detention policy</h2>
      <p className="muted small">
        Free time, hourly rate, billing increment, rounding and cap for every stop, and the terms of customers and
        facilities that differ, are set under <Link to="/events/policies">Detention policies</Link>.
      </p>
    </section>
  );
}
