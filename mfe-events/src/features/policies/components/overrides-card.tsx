import type { DetentionPolicy } from '@dwell/core/detention';
import { policyOverrideSchema } from '@dwell/core/schemas/policies';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { apiMessageOr, useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useCustomers } from '../../../shared/api/get-customers.ts';
import { useFacilities } from '../../../shared/api/get-facilities.ts';
import { useRemoveOverride } from '../api/remove-override.ts';
import { useSaveOverride } from '../api/save-override.ts';
import { describeOverride, draftOf, POLICY_FIELD_OF, policyInput } from './policy-draft.ts';
import { PolicyFields } from './policy-fields.tsx';

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
  const saveOverride = useSaveOverride();
  const removeOverride = useRemoveOverride();
  const form = useForm({
    schema: policyOverrideSchema,
    initial: { targetId: '', ...draftOf({}) },
    toInput: (values) => policyInput(values, true),
    fieldOf: POLICY_FIELD_OF,
  });
  const targetId = form.values.targetId;
  const edit = (row: OverrideRow) => form.reset({ targetId: row.id, ...draftOf(row.override) });
  const submit = form.onSubmit(async (override, values) => {
    await saveOverride.mutateAsync({ scope, id: values.targetId, override });
    toast('success', 'Override saved');
    form.reset({ targetId: '', ...draftOf({}) });
  }, apiMessageOr('The override could not be saved.'));
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
        <form className="stack" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${scope}-target`}>{scope === 'customers' ? 'Customer' : 'Facility'}</label>
            <select id={`${scope}-target`} className="select" {...form.text('targetId')}>
              <option value="">Choose…</option>
              {targets.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <PolicyFields errors={form.errors} bind={form.text} partial disabled={!targetId || form.busy} />
          {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
          <button type="submit" className="btn" disabled={!targetId || form.busy}>
            Save override
          </button>
        </form>
      ) : null}
    </section>
  );
}
