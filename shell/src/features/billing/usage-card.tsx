import { UsageMeter } from '@dwell/ui/components/gate.tsx';
import { useQuery } from '@tanstack/react-query';
import { usageQuery } from '../../shared/api/get-usage.ts';
import { EventsMeter } from '../../shared/events-meter.tsx';

/** What the plan allows and how much of it is used (docs/product.md#tiers-and-limits usage meters). */
export function UsageCard() {
  const usage = useQuery(usageQuery());
  if (!usage.data) return null;
  const { events, documents, users } = usage.data;
  return (
    <section className="card stack" aria-label="Usage">
      <h2>Usage</h2>
      <EventsMeter used={events.used} limit={events.limit} />
      <p className="small muted">Detention events open at the same time; your history of logged events is unlimited.</p>
      <UsageMeter label="Documents" used={documents.used} limit={documents.limit} />
      <UsageMeter label="Team members" used={users.used} limit={users.limit} />
    </section>
  );
}
