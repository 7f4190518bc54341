import { UsageMeter } from '@dwell/ui/components/gate.tsx';

/**
 * The 'Detention Events' meter (docs/product.md#tiers-and-limits): the plan's maxEvents counts the stops open at the
 * same time, not every stop ever logged, and the meter says so ('0 / 100 open now' after a day's work, not a
 * history that reads as used up).
 */
export function EventsMeter({ used, limit }: { used: number; limit: number | null }) {
  return <UsageMeter label="Detention Events" used={used} limit={limit} counting="open now" />;
}
