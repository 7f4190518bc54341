import { type DragEvent, useRef, useState } from 'react';

const ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

/** Drag and drop, or click to pick files (docs/product.md#documents-page upload panel). */
export function DropZone({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setOver(!disabled);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div className="stack docs-dropzone-wrap">
      <button
        type="button"
        className={`docs-dropzone${over ? ' docs-dropzone-over' : ''}`}
        data-testid="drop-zone"
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <strong>Drag and drop files here</strong>
        <span>or click to select files</span>
      </button>
      <p className="muted small">Supported formats: PNG, JPG, PDF (max 5MB)</p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
