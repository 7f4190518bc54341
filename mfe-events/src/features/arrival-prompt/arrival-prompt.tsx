import { DEFAULT_GEOFENCE_RADIUS_M } from '@dwell/core/integrations/constants';
import { fill } from '@dwell/core/messages';
import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import { newLocalEventId, sendOrQueue } from '@dwell/ui/lib/offline/queue.ts';
import { navigate } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { keys } from '../../lib/query-keys.ts';
import { useBoard } from '../../shared/api/get-board.ts';
import { useFacilities } from '../../shared/api/get-facilities.ts';
import { type Fix, type Prompt, promptFor, promptKey, type Site, sitesInside, sitesOutside } from './prompt-state.ts';
import { useWatchedPosition } from './use-watched-position.ts';

/** Who pays for waits at a facility: the customer of the user's latest stop there, if any. */
async function lastCustomerAt(facilityId: string) {
  const list = await call(api.api.events.$get({ query: { facilityId, pageSize: '1' } }));
  const last = list.events[0];
  return last ? { name: last.facilityAddress, id: last.customerId } : null;
}

/** One tap at the dock: the stop starts at the moment the phone arrived, with its fix, as the form would send it. */
async function startAt(site: Site, fix: Fix): Promise<boolean> {
  const customer = await lastCustomerAt(site.id).catch(() => null);
  if (!customer) return false;
  await sendOrQueue({
    kind: 'check-in',
    eventId: newLocalEventId(),
    label: `Check in · ${site.name}`,
    input: {
      facilityName: site.name,
      facilityAddress: customer.name,
      facilityId: site.id,
      customerId: customer.id,
      driverId: null,
      checkInTime: Math.min(fix.at, Date.now()),
      checkOutTime: null,
      appointmentTime: null,
      reason: null,
      loadNumber: null,
      notes: null,
      checkInLat: fix.lat,
      checkInLng: fix.lng,
      checkInAccuracyM: fix.accuracyM,
      checkInSource: 'phone',
    },
  });
  return true;
}

/**
 * The driver's phone at a facility: inside its geofence it offers to start the detention clock, and on
 * leaving a facility where the driver's stop is under way it offers the check-out, one tap each, through the
 * offline queue. Each time records the phone's fix and accuracy. Mounted on the driver's screens.
 */
export function ArrivalPrompt() {
  const fix = useWatchedPosition();
  if (!fix) return null;
  return <PromptFor fix={fix} />;
}

/**
 * What this app session saw: the facilities the phone was inside (leaving one can be offered on any screen),
 * and the prompts answered "Not now" (an arrival's for as long as that visit lasts).
 */
const seenInside = new Set<string>();
const dismissed = new Set<string>();

function PromptFor({ fix }: { fix: Fix }) {
  const facilities = useFacilities();
  const board = useBoard('mine');
  const queryClient = useQueryClient();
  const [, answered] = useState(0);
  const [busy, setBusy] = useState(false);
  const sites = useMemo<Site[]>(
    () =>
      (facilities.data?.facilities ?? []).flatMap((f) =>
        f.lat === null || f.lng === null
          ? []
          : [
              {
                id: f.id,
                name: f.name,
                lat: f.lat,
                lng: f.lng,
                radiusM: f.geofenceRadiusM ?? DEFAULT_GEOFENCE_RADIUS_M,
              },
            ],
      ),
    [facilities.data],
  );
  if (!board.data) return null;
  const open = board.data.events.map((e) => ({ id: e.id, facilityId: e.facilityId }));
  for (const id of sitesInside(fix, sites)) seenInside.add(id);
  // A visit ends when the phone is surely outside: the next arrival there is offered again.
  for (const id of sitesOutside(fix, sites)) dismissed.delete(`arrived:${id}`);
  const prompt = promptFor(fix, sites, open, seenInside, dismissed);
  if (!prompt) return null;
  const dismiss = (p: NonNullable<Prompt>) => {
    dismissed.add(promptKey(p));
    answered((n) => n + 1);
  };
  const act = async () => {
    setBusy(true);
    try {
      if (prompt.kind === 'arrived') {
        if (!(await startAt(prompt.site, fix))) {
          navigate('/events/new');
          return;
        }
        toast('success', 'Detention clock started', prompt.site.name);
      } else {
        await sendOrQueue({
          kind: 'check-out',
          eventId: prompt.stopId,
          label: `Check out · ${prompt.site.name}`,
          input: {
            checkOutTime: Math.min(fix.at, Date.now()),
            checkOutLat: fix.lat,
            checkOutLng: fix.lng,
            checkOutAccuracyM: fix.accuracyM,
            checkOutSource: 'phone',
          },
        });
        toast('success', 'Checked out', prompt.site.name);
      }
      dismiss(prompt);
      void queryClient.invalidateQueries({ queryKey: keys.events });
    } catch (error) {
      toast('error', 'Not saved', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const text = fill(prompt.kind === 'arrived' ? EVENT_MESSAGES.arrivedPrompt : EVENT_MESSAGES.leftPrompt, {
    facility: prompt.site.name,
  });
  return (
    <div className="update-bar" role="status">
      <span>{text}</span>
      <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={act}>
        {prompt.kind === 'arrived' ? 'Start clock' : 'Check out'}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => dismiss(prompt)}>
        Not now
      </button>
    </div>
  );
}
