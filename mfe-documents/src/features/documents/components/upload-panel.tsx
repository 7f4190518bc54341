import { CATEGORY_LABELS, DOCUMENT_CATEGORIES, type DocumentCategory } from '@dwell/core/schemas/documents';
import { DOCUMENT_DESCRIPTION_MAX } from '@dwell/core/schemas/documents';
import { Field } from '@dwell/ui/components/field.tsx';
import { DropZone } from './drop-zone.tsx';
import { SelectedFiles } from './selected-files.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

/** The 'Upload Documents' panel of docs/product.md#documents-page. */
export function UploadPanel({ eventId }: { eventId: string | null }) {
  const queue = useUploadQueue(eventId);
  return (
    <section className="card docs-upload" aria-labelledby="docs-upload-title">
      <h2 id="docs-upload-title">Upload Documents</h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void queue.upload();
        }}
      >
        <DropZone disabled={queue.busy} onFiles={(files) => void queue.add(files)} />
        <SelectedFiles items={queue.items} busy={queue.busy} onRemove={queue.remove} />
        <Field label="Category">
          {(control) => (
            <select
              {...control}
              className="select"
              value={queue.category}
              disabled={queue.busy}
              onChange={(event) => queue.setCategory(event.target.value as DocumentCategory)}
            >
              {DOCUMENT_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {CATEGORY_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Description (optional)">
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              placeholder="Add a description for these documents..."
              maxLength={DOCUMENT_DESCRIPTION_MAX}
              value={queue.description}
              disabled={queue.busy}
              onChange={(event) => queue.setDescription(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={queue.busy || queue.items.length === 0}>
          {queue.busy ? 'Uploading...' : 'Upload Files'}
        </button>
      </form>
    </section>
  );
}
