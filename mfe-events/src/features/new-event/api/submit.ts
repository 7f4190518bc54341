import { api, read } from '../../../lib/api.ts';
import { fromLocalInput } from '../../../lib/time.ts';
import { uploadDocument } from '../../../lib/upload.ts';
import type { EventForm } from '../validate.ts';

export interface Submission {
  form: EventForm;
  location: { lat: number; lng: number } | null;
  files: File[];
  onProgress: (file: File, fraction: number) => void;
}

/** What happened: the event always exists once this resolves; failedFiles lists uploads that did not make it. */
export interface SubmitResult {
  eventId: string;
  failedFiles: { name: string; message: string }[];
}

/**
 * Creates the event (SPEC §7.4), then uploads each attachment to it one by one with progress. An upload
 * failure does not undo the event: the caller tells the user which files to add again.
 */
export async function submitEvent({ form, location, files, onProgress }: Submission): Promise<SubmitResult> {
  const start = fromLocalInput(form.start) ?? Date.now();
  const end = fromLocalInput(form.end);
  const appointment = fromLocalInput(form.appointment);
  const { event } = await read(
    api.api.events.$post({
      json: {
        facilityName: form.facilityName.trim(),
        facilityAddress: form.facilityAddress.trim(),
        checkInTime: new Date(start).toISOString(),
        checkOutTime: end === null ? null : new Date(end).toISOString(),
        appointmentTime: appointment === null ? null : new Date(appointment).toISOString(),
        reason: (form.reason || null) as 'dock_full' | 'paperwork_delay' | 'breakdown' | 'other' | null,
        loadNumber: form.loadNumber.trim() || null,
        notes: form.notes.trim() || null,
        driverId: form.driverId || null,
        checkInLat: location?.lat ?? null,
        checkInLng: location?.lng ?? null,
      },
    }),
  );
  const failedFiles: SubmitResult['failedFiles'] = [];
  for (const file of files) {
    try {
      await uploadDocument(event.id, file, 'check-in', (fraction) => onProgress(file, fraction));
    } catch (error) {
      failedFiles.push({ name: file.name, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { eventId: event.id, failedFiles };
}
