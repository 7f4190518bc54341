import { AVATAR_RULES, checkUpload } from '@dwell/core/files';
import { DATA, VALIDATION } from '@dwell/core/messages';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { announceSessionChange } from '@dwell/ui/lib/session-events.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { type ChangeEvent, useId, useState } from 'react';
import { uploadAvatar } from '../api/upload-avatar.ts';

const HEAD_BYTES = 1024;

function initials(name: string | null, email: string): string {
  const source = name?.trim() || email;
  return source
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The avatar area of docs/product.md#profile-page: a JPG or PNG up to 5 MB, checked here with the API's own rules (size, then
 * the real type from the first bytes) before anything is sent; a spinner and a disabled input while uploading.
 */
export function AvatarPicker(props: { avatarUrl: string | null; fullName: string | null; email: string }) {
  const inputId = useId();
  const [url, setUrl] = useState(props.avatarUrl);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const check = checkUpload(AVATAR_RULES, { name: file.name, size: file.size, head });
    if (!check.ok) {
      setError(check.message);
      toast('error', check.message);
      input.value = '';
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const answer = await uploadAvatar(file);
      setUrl(answer.avatarUrl);
      toast('success', DATA.avatarUpdated);
      announceSessionChange();
    } catch (failure) {
      // docs/product.md#messages: the error's own message, or 'Failed to update profile picture' when there is none.
      const message = failure instanceof ApiClientError && failure.status !== 0 ? failure.message : '';
      setError(message || VALIDATION.avatarUploadFailed);
      toast('error', message || DATA.avatarUpdateFailed);
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  return (
    <section className="card row" aria-label="Your profile picture">
      {url ? (
        <img className="avatar avatar-lg" src={url} alt="Your profile" width={72} height={72} />
      ) : (
        <span className="avatar avatar-lg avatar-initials" aria-hidden="true">
          {initials(props.fullName, props.email)}
        </span>
      )}
      <div className="stack">
        <label htmlFor={inputId} className="label">
          Profile picture
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png"
          disabled={uploading}
          onChange={pick}
          aria-describedby={`${inputId}-hint`}
        />
        <span id={`${inputId}-hint`} className="field-hint">
          JPG or PNG, max 5MB
        </span>
        {uploading ? (
          <span className="row small" role="status">
            <span className="spinner spinner-sm" aria-hidden="true" /> Uploading…
          </span>
        ) : null}
        {error ? (
          <span className="field-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    </section>
  );
}
