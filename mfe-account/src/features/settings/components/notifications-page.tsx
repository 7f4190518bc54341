import { EMAIL_ALERTS, type NotificationPrefs, notificationPrefsSchema } from '@dwell/core/schemas/profile';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { apiMessage, useForm } from '@dwell/ui/lib/form.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchPrefs, PREFS_KEY } from '../api/get-notification-prefs.ts';
import { savePrefs } from '../api/save-notification-prefs.ts';

/** /settings/notifications: which alerts reach this user by email (all of them show in the app anyway). */
export function NotificationsPage() {
  const query = useQuery({ queryKey: PREFS_KEY, queryFn: fetchPrefs });
  return (
    <div className="page stack-lg account-narrow">
      <header className="page-header">
        <div>
          <h1>Notifications</h1>
          <p className="muted">
            Choose which alerts we email you. Every alert also appears under{' '}
            <Link to="/notifications">Notifications</Link>.
          </p>
        </div>
      </header>
      {query.isPending ? <Skeleton rows={4} /> : null}
      {query.error ? <Banner tone="error">{query.error.message}</Banner> : null}
      {query.data ? <PrefsForm prefs={query.data} /> : null}
    </div>
  );
}

/** The choices as saved; Save Changes once one differs. */
function PrefsForm({ prefs }: { prefs: NotificationPrefs }) {
  const queryClient = useQueryClient();
  const form = useForm({ schema: notificationPrefsSchema, initial: prefs });
  const { reset } = form;
  useEffect(() => reset(prefs), [prefs, reset]);
  const submit = form.onSubmit(
    async (input) => {
      const answer = await savePrefs(input);
      queryClient.setQueryData(PREFS_KEY, answer.prefs);
      toast('success', answer.message);
    },
    (error) => {
      toast('error', 'Update Failed', apiMessage(error, 'Your choices could not be saved.'));
      return null;
    },
  );
  return (
    <form className="card form" onSubmit={submit}>
      <fieldset className="stack">
        <legend>Email me when</legend>
        {EMAIL_ALERTS.map((alert) => (
          <label key={alert.id} className="row check-row">
            <input
              type="checkbox"
              checked={form.values[alert.id]}
              onChange={(e) => form.set(alert.id, e.target.checked)}
            />
            <span>
              <strong>{alert.label}</strong>
              <span className="muted small"> — {alert.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary" disabled={!form.dirty || form.busy}>
          {form.busy ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
