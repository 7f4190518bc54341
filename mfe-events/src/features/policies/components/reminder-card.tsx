import { claimSettingsSchema } from '@dwell/core/schemas/policies';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useSaveReminder } from '../api/save-reminder.ts';

/** After how many days a sent, unpaid claim raises a reminder. */
export function ReminderCard({ days, canEdit }: { days: number; canEdit: boolean }) {
  const saveReminder = useSaveReminder();
  const form = useForm({
    schema: claimSettingsSchema,
    initial: { reminderDays: String(days) },
    toInput: ({ reminderDays }) => ({ reminderDays: reminderDays.trim() === '' ? Number.NaN : Number(reminderDays) }),
  });
  const submit = form.onSubmit(async ({ reminderDays }) => {
    await saveReminder.mutateAsync(reminderDays);
    toast('success', 'Reminder saved');
  });
  const problem = form.errors.reminderDays ?? form.failure;
  return (
    <form className="card stack" aria-labelledby="reminders" onSubmit={submit} noValidate>
      <h2 id="reminders">Claim reminders</h2>
      <div className="row">
        <label htmlFor="reminder-days">Remind when a sent claim is unpaid after</label>
        <input
          id="reminder-days"
          className="input input-inline"
          inputMode="numeric"
          aria-invalid={Boolean(form.errors.reminderDays)}
          {...form.text('reminderDays')}
          disabled={!canEdit}
        />
        <span>days</span>
      </div>
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      {canEdit ? (
        <button type="submit" className="btn" disabled={form.busy}>
          Save reminder
        </button>
      ) : null}
    </form>
  );
}
