import { api, call } from '@dwell/ui/lib/api-client.ts';

/** POST /api/profile/avatar: the picture as the raw body, its name in X-File-Name; answers the new address. */
export const uploadAvatar = (file: File) =>
  call(
    api.api.profile.avatar.$post(
      {},
      {
        headers: {
          'content-type': file.type || 'application/octet-stream',
          'x-file-name': encodeURIComponent(file.name),
        },
        init: { body: file },
      },
    ),
  );
