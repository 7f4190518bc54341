import { formatDateTime } from '@dwell/core/format';
import type { CreateEventInput } from '@dwell/core/schemas/events';
import { newLocalEventId, sendOrQueue } from '@dwell/ui/lib/offline/queue.ts';
import type { PreparedPhoto } from '@dwell/ui/lib/photo.ts';
import { fromLocalInput } from '../../../lib/time.ts';
import { uploadDocument } from '../../../shared/api/upload-document.ts';
import type { EventForm } from '../validate.ts';

export interface Submission {
  /** The Idempotency-Key of this submission (one per user intent: a double click sends one event). */
  key: string;
  /** The person confirmed a check-in older than the company's usual range. */
  confirmOldCheckIn: boolean;
  form: EventForm;
  /** The phone's fix when the driver shared it, with its accuracy in metres. */
  location: { lat: number; lng: number; accuracyM: number } | null;
  /** The attachments, ready to send (large photos already scaled down). */
  files: PreparedPhoto[];
  onProgress: (file: PreparedPhoto, fraction: number) => void;
}

/** What happened: the event always exists once this resolves; failedFiles lists uploads that did not make it. */
export interface SubmitResult {
  eventId: string;
  /** True when the check-in waits in the offline queue (eventId is then its local id). */
  queued: boolean;
  failedFiles: { name: string; message: string }[];
}

/**
 * POST /api/events: creates the event, or without signal queues it with the times the driver entered, then uploads
 * (or queues) each attachment one by one with progress. An upload failure does not undo the event: the
 * caller tells the user which files to add again.
 */
export async function submitEvent({
  key,
  confirmOldCheckIn,
  form,
  location,
  files,
  onProgress,
}: Submission): Promise<SubmitResult> {
  const start = fromLocalInput(form.start) ?? Date.now();
  const end = fromLocalInput(form.end);
  const appointment = fromLocalInput(form.appointment);
  const localId = newLocalEventId();
  const sent = await sendOrQueue({
    id: key,
    kind: 'check-in',
    eventId: localId,
    label: `Check in · ${form.facilityName.trim()} · ${formatDateTime(start)}`,
    input: {
      facilityName: form.facilityName.trim(),
      facilityAddress: form.facilityAddress.trim(),
      checkInTime: start,
      checkOutTime: end,
      appointmentTime: appointment,
      reason: (form.reason || null) as CreateEventInput['reason'],
      loadNumber: form.loadNumber.trim() || null,
      notes: form.notes.trim() || null,
      facilityId: null,
      customerId: null,
      driverId: form.driverId || null,
      checkInLat: location?.lat ?? null,
      checkInLng: location?.lng ?? null,
      // Typed or tapped in the form: a manual time, whose fix (and its accuracy) is kept as evidence.
      checkInAccuracyM: location?.accuracyM ?? null,
      checkInSource: 'manual',
      ...(confirmOldCheckIn ? { confirmOldCheckIn: true } : {}),
    },
  });
  // Without signal the event gets a local id; its photos queue behind it and follow it to the API's id.
  const eventId = sent.queued ? localId : sent.body.event.id;
  const failedFiles: SubmitResult['failedFiles'] = [];
  for (const file of files) {
    try {
      await uploadDocument(eventId, file, 'check-in', (fraction) => onProgress(file, fraction));
    } catch (error) {
      failedFiles.push({ name: file.file.name, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { eventId, failedFiles, queued: sent.queued };
}
