import type { SessionInfo } from '@dwell/core/session';
import { lazy, Suspense } from 'react';

/** The arrival prompt's code loads on its own, after the screen: it never weighs on a first paint. */
const ArrivalPrompt = lazy(() =>
  import('./features/arrival-prompt/arrival-prompt.tsx').then((m) => ({ default: m.ArrivalPrompt })),
);

/** Those who stand at a dock with the phone: drivers, and carriers driving their own truck. */
const AT_THE_DOCK = new Set(['driver', 'carrier']);

/** The geofence prompt on the screens a driver has open (events area, dashboard widget). */
export function PhonePrompt({ session }: { session: SessionInfo }) {
  if (!AT_THE_DOCK.has(session.user.role)) return null;
  return (
    <Suspense fallback={null}>
      <ArrivalPrompt />
    </Suspense>
  );
}
