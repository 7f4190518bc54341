import type { SessionInfo } from '@dwell/core/session';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { useQuery } from '@tanstack/react-query';
import { COMPANY_KEY, fetchCompany } from '../api/get-company.ts';
import { CompanyForm } from './company-form.tsx';
import { PolicyForm } from './policy-form.tsx';
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
      {session.subscription.hasAccess ? <PolicyForm canEdit={session.user.role === 'carrier_admin'} /> : null}
      <TeamSection />
    </div>
  );
}
