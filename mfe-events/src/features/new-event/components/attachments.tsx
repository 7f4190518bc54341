import { NOTIFICATION_MS } from '@dwell/core/constants';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useId, useRef } from 'react';
import { ACCEPT, screenFiles } from '../../../lib/upload.ts';

interface AttachmentsProps {
  files: File[];
  progress: Record<string, number>;
  disabled: boolean;
  onChange: (files: File[]) => void;
}

const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** File attachments: images or PDF, several allowed, each over 5 MB refused with the product's warning. */
export function Attachments({ files, progress, disabled, onChange }: AttachmentsProps) {
  const pick = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const add = (list: FileList | null) => {
    const { accepted, warnings } = screenFiles([...(list ?? [])]);
    for (const warning of warnings) toast('warning', 'File not added', warning, NOTIFICATION_MS.warning);
    const known = new Set(files.map(keyOf));
    onChange([...files, ...accepted.filter((f) => !known.has(keyOf(f)))]);
  };
  return (
    <fieldset className="stack" disabled={disabled}>
      <legend className="label">Attachments</legend>
      <p id={hintId} className="small muted">
        Photos or PDF documents, up to 5MB each.
      </p>
      <div className="row">
        <button type="button" className="btn" onClick={() => pick.current?.click()}>
          Select files
        </button>
        <button type="button" className="btn" onClick={() => camera.current?.click()}>
          Take Photo
        </button>
        <input
          ref={pick}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          aria-label="Attach files"
          aria-describedby={hintId}
          data-testid="event-files"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label="Take a photo"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      {files.length > 0 ? (
        <ul className="list-stack">
          {files.map((file) => {
            const done = progress[keyOf(file)];
            return (
              <li key={keyOf(file)} className="row-between">
                <span>
                  {file.name} <span className="small muted">({Math.ceil(file.size / 1024)} KB)</span>
                </span>
                {done === undefined ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => onChange(files.filter((f) => f !== file))}
                  >
                    Remove <span className="sr-only">{file.name}</span>
                  </button>
                ) : (
                  <progress className="upload-progress" max={1} value={done} aria-label={`Uploading ${file.name}`} />
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}

export { keyOf as fileKey };
