import type { DetentionPolicy } from '@dwell/core/detention';
import { fullPolicySchema } from '@dwell/core/schemas/policies';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { apiMessageOr, useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useSaveCompanyPolicy } from '../api/save-company-policy.ts';
import { draftOf, POLICY_FIELD_OF, policyInput } from './policy-draft.ts';
import { PolicyFields } from './policy-fields.tsx';

/**
 * The company's default detention policy, the one editor of it (the Company screen links here): checked with
 * the schema the API saves it with, each message beside its field.
 */
export function CompanyPolicyForm({ policy, canEdit }: { policy: DetentionPolicy; canEdit: boolean }) {
  const saveCompany = useSaveCompanyPolicy();
  const form = useForm({
    schema: fullPolicySchema,
    initial: draftOf(policy),
    toInput: (draft) => policyInput(draft, false),
    fieldOf: POLICY_FIELD_OF,
  });
  const submit = form.onSubmit(async (input) => {
    await saveCompany.mutateAsync(input);
    toast('success', 'Detention policy saved.');
  }, apiMessageOr('The policy could not be saved.'));
  return (
    <form className="card stack" aria-labelledby="company-policy" onSubmit={submit} noValidate>
      <h2 id="company-policy">Default detention policy</h2>
      <p className="muted small">Applies to every stop unless a customer or facility has its own terms (below).</p>
      <PolicyFields errors={form.errors} bind={form.text} partial={false} disabled={!canEdit || form.busy} />
      {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
      {canEdit ? (
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save policy'}
        </button>
      ) : null}
    </form>
  );
}
