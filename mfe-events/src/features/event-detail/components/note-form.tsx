import { noteSchema } from '@dwell/core/schemas/events';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';

/**
 * Add Note: the text checked with the schema the API keeps notes with, sent by `onSend` (to the API, or to the
 * offline queue behind a check-in not sent yet), then cleared.
 */
export function NoteForm({
  onSend,
  primary = false,
  className = 'stack',
}: {
  onSend: (body: string) => Promise<unknown>;
  primary?: boolean;
  className?: string;
}) {
  const form = useForm({ schema: noteSchema, initial: { body: '' } });
  const submit = form.onSubmit(async ({ body }) => {
    await onSend(body);
    form.reset({ body: '' });
  });
  const error = form.errors.body ?? form.failure;
  return (
    <form className={className} onSubmit={submit} noValidate>
      <Field label="Add Note">
        {(a11y) => <textarea {...a11y} {...form.text('body')} className="textarea" rows={3} maxLength={2000} />}
      </Field>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <button type="submit" className={primary ? 'btn btn-primary' : 'btn'} disabled={form.busy}>
        Add Note
      </button>
    </form>
  );
}
