/** Where an alert leads: its claim or its event. */
export function alertHref(alert: { eventId: string | null; claimId: string | null }): string {
  if (alert.claimId) return `/events/claims?claim=${alert.claimId}`;
  if (alert.eventId) return `/events/${alert.eventId}`;
  return '/notifications';
}
