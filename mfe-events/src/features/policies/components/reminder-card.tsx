import { Banner } from '@dwell/ui/components/feedback.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { useSaveReminder } from '../api/save-reminder.ts';

/** After how many days a sent, unpaid claim raises a reminder. */
export function ReminderCard({ days, canEdit }: { days: number; canEdit: boolean }) {
  const [value, setValue] = useState(String(days));
  const saveReminder = useSaveReminder();
  return (
    <form
      className="card stack"
      aria-labelledby="reminders"
      onSubmit={(e) => {
        e.preventDefault();
        saveReminder.mutate(Number(value), { onSuccess: () => toast('success', 'Reminder saved') });
      }}
    >
      <h2 id="reminders">Claim reminders</h2>
      <div className="row">
        <label htmlFor="reminder-days">Remind when a sent claim is unpaid after</label>
        <input
          id="reminder-days"
          className="input input-inline"
          inputMode="numeric"
          value={value}
          disabled={!canEdit}
          onChange={(e) => setValue(e.target.value)}
        />
        <span>days</span>
      </div>
      {saveReminder.isError ? <Banner tone="error">{saveReminder.error.message}</Banner> : null}
      {canEdit ? (
        <button type="submit" className="btn" disabled={saveReminder.isPending}>
          Save reminder
        </button>
      ) : null}
    </form>
  );
}
