/** Query keys of this area, so a live change invalidates exactly what shows it. */
export const keys = {
  events: ['events'] as const,
  eventList: (params: Record<string, string>) => ['events', 'list', params] as const,
  board: ['events', 'board'] as const,
  event: (id: string) => ['event', id] as const,
  notes: (id: string) => ['event', id, 'notes'] as const,
  documents: (id: string) => ['event', id, 'documents'] as const,
  drivers: ['events', 'drivers'] as const,
  facilities: ['facilities'] as const,
  customers: ['customers'] as const,
  policies: ['policies'] as const,
  customerAccounts: ['customers', 'billing'] as const,
  claims: ['claims'] as const,
  claimList: <Q extends object>(query: Q) => ['claims', 'list', query] as const,
  claim: (id: string) => ['claims', id] as const,
};
