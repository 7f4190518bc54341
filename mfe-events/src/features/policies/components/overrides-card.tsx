import type { DetentionPolicy } from '@dwell/core/detention';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { useCustomers } from '../../../shared/api/get-customers.ts';
import { useFacilities } from '../../../shared/api/get-facilities.ts';
import { useRemoveOverride } from '../api/remove-override.ts';
import { useSaveOverride } from '../api/save-override.ts';
import { describeOverride, draftOf, PolicyFields, policyOf } from './policy-fields.tsx';

type Scope = 'customers' | 'facilities';

interface OverrideRow {
  id: string;
  name: string;
  override: Partial<DetentionPolicy>;
}

/** The overrides of one kind (customers or facilities): listed in words, edited, removed, added. */
export function OverridesCard({
  scope,
  title,
  rows,
  canEdit,
}: {
  scope: Scope;
  title: string;
  rows: OverrideRow[];
  canEdit: boolean;
}) {
  const facilities = useFacilities();
  const customers = useCustomers();
  const targets =
    scope === 'customers'
      ? (customers.data?.customers ?? []).map((c) => ({ id: c.id, name: c.name }))
      : (facilities.data?.facilities ?? []).map((f) => ({ id: f.id, name: f.name }));
  const [targetId, setTargetId] = useState('');
  const [draft, setDraft] = useState(() => draftOf({}));
  const saveOverride = useSaveOverride();
  const removeOverride = useRemoveOverride();
  const edit = (row: OverrideRow) => {
    setTargetId(row.id);
    setDraft(draftOf(row.override));
  };
  return (
    <section className="card stack" aria-labelledby={`${scope}-title`}>
      <h2 id={`${scope}-title`}>{title}</h2>
      {rows.length === 0 ? <p className="muted small">None: the company default applies.</p> : null}
      <ul className="stack">
        {rows.map((row) => (
          <li key={row.id} className="row-between">
            <span>
              <strong>{row.name}</strong> <span className="small muted">{describeOverride(row.override)}</span>
            </span>
            {canEdit ? (
              <span className="row">
                <button type="button" className="btn btn-sm" onClick={() => edit(row)}>
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => removeOverride.mutate({ scope, id: row.id })}
                >
                  Remove
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (!targetId) return;
            saveOverride.mutate(
              { scope, id: targetId, override: policyOf(draft) },
              {
                onSuccess: () => {
                  toast('success', 'Override saved');
                  setTargetId('');
                  setDraft(draftOf({}));
                },
              },
            );
          }}
        >
          <div className="field">
            <label htmlFor={`${scope}-target`}>{scope === 'customers' ? 'Customer' : 'Facility'}</label>
            <select
              id={`${scope}-target`}
              className="select"
              value={targetId}
              onChange={(e) => setTargetId(e.target.value)}
            >
              <option value="">Choose…</option>
              {targets.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <PolicyFields draft={draft} onChange={setDraft} partial disabled={!targetId} idPrefix={scope} />
          {saveOverride.isError ? <Banner tone="error">{saveOverride.error.message}</Banner> : null}
          <button type="submit" className="btn" disabled={!targetId || saveOverride.isPending}>
            Save override
          </button>
        </form>
      ) : null}
    </section>
  );
}
