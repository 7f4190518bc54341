import { EMAIL_ALERTS, type NotificationPrefs } from '@dwell/core/schemas/profile';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { fetchPrefs, PREFS_KEY } from '../api/get-notification-prefs.ts';
import { savePrefs } from '../api/save-notification-prefs.ts';

/** /settings/notifications: which alerts reach this user by email (all of them show in the app anyway). */
export function NotificationsPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: PREFS_KEY, queryFn: fetchPrefs });
  const [prefs, setPrefs] = useState<NotificationPrefs | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) setPrefs(query.data);
  }, [query.data]);
  const dirty = Boolean(prefs && query.data && EMAIL_ALERTS.some((a) => prefs[a.id] !== query.data[a.id]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!prefs) return;
    setSaving(true);
    try {
      const answer = await savePrefs(prefs);
      queryClient.setQueryData(PREFS_KEY, answer.prefs);
      toast('success', answer.message);
    } catch (error) {
      toast(
        'error',
        'Update Failed',
        error instanceof ApiClientError ? error.message : 'Your choices could not be saved.',
      );
    } finally {
      setSaving(false);
    }
  };

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
      {prefs ? (
        <form className="card form" onSubmit={submit}>
          <fieldset className="stack">
            <legend>Email me when</legend>
            {EMAIL_ALERTS.map((alert) => (
              <label key={alert.id} className="row check-row">
                <input
                  type="checkbox"
                  checked={prefs[alert.id]}
                  onChange={(e) => setPrefs({ ...prefs, [alert.id]: e.target.checked })}
                />
                <span>
                  <strong>{alert.label}</strong>
                  <span className="muted small"> — {alert.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <button type="submit" className="btn btn-primary" disabled={!dirty || saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
