import type { PreparedPhoto } from '@dwell/ui/lib/photo.ts';
import { useId } from 'react';
import { PickFiles } from '../../../shared/pick-files.tsx';

interface AttachmentsProps {
  files: PreparedPhoto[];
  progress: Record<string, number>;
  disabled: boolean;
  onChange: (files: PreparedPhoto[]) => void;
}

const keyOf = ({ file }: PreparedPhoto) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * File attachments: images or PDF, several allowed, a large photo scaled down, each file still over 5 MB refused
 * with the product's warning.
 */
export function Attachments({ files, progress, disabled, onChange }: AttachmentsProps) {
  const hintId = useId();
  const add = (accepted: PreparedPhoto[]) => {
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
        <PickFiles label="Attach files" describedBy={hintId} testId="event-files" onPicked={add}>
          Select files
        </PickFiles>
        <PickFiles camera label="Take a photo" onPicked={add}>
          Take Photo
        </PickFiles>
      </div>
      {files.length > 0 ? (
        <ul className="list-stack">
          {files.map((photo) => {
            const { file } = photo;
            const done = progress[keyOf(photo)];
            return (
              <li key={keyOf(photo)} className="row-between">
                <span>
                  {file.name} <span className="small muted">({Math.ceil(file.size / 1024)} KB)</span>
                </span>
                {done === undefined ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => onChange(files.filter((f) => f !== photo))}
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
