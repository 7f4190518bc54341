import { NOTIFICATION_MS } from '@dwell/core/constants';
import { type PreparedPhoto, preparePhoto } from '@dwell/ui/lib/photo.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { type ReactNode, useEffect, useRef } from 'react';
import { ACCEPT, screenFiles } from '../lib/upload.ts';

/**
 * The files a person picked, ready to send, the same wherever they pick them: each large photo scaled down
 * first (a 12 MB camera picture fits the 5 MB limit, its original's SHA-256 kept for the description), then
 * screened; each file refused is told in a warning.
 */
export async function pickedFiles(list: FileList | null): Promise<PreparedPhoto[]> {
  const prepared = await Promise.all([...(list ?? [])].map(preparePhoto));
  const { accepted, warnings } = screenFiles(prepared.map((p) => p.file));
  for (const warning of warnings) toast('warning', 'File not added', warning, NOTIFICATION_MS.warning);
  return prepared.filter((p) => accepted.includes(p.file));
}

interface PickFilesProps {
  /** The button's text. */
  children: ReactNode;
  /** The hidden input's accessible name. */
  label: string;
  /** The phone's rear camera (elsewhere a plain image picker) rather than files: images, one at a time. */
  camera?: boolean;
  className?: string;
  disabled?: boolean;
  describedBy?: string;
  testId?: string;
  /** Is handed the way to open the picker from elsewhere (an actions menu). */
  registerOpen?: (open: () => void) => void;
  onPicked: (files: PreparedPhoto[]) => void;
}

/** A button that opens the file picker, or the camera, and hands over what was picked, ready to send. */
export function PickFiles(props: PickFilesProps) {
  const { children, label, camera = false, className = 'btn', disabled, registerOpen, onPicked } = props;
  const input = useRef<HTMLInputElement>(null);
  // A statement, not an expression: what registerOpen answers must never become the effect's cleanup (which
  // would open the picker each time the screen around it draws again).
  useEffect(() => {
    registerOpen?.(() => input.current?.click());
  }, [registerOpen]);
  return (
    <>
      <button type="button" className={className} onClick={() => input.current?.click()} disabled={disabled}>
        {children}
      </button>
      <input
        ref={input}
        type="file"
        {...(camera ? { accept: 'image/*', capture: 'environment' as const } : { accept: ACCEPT, multiple: true })}
        hidden
        aria-label={label}
        aria-describedby={props.describedBy}
        data-testid={props.testId}
        onChange={(e) => {
          const picked = pickedFiles(e.target.files);
          e.target.value = '';
          void picked.then((files) => files.length > 0 && onPicked(files));
        }}
      />
    </>
  );
}
