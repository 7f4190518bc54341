import { api, readError } from '@dwell/ui/lib/api-client.ts';

/**
 * GET /api/documents/:id/download through the API (which checks access and sends the original name), then
 * saves the bytes under that name. Fetching first means a refusal becomes a toast rather than an error page.
 */
export async function downloadDocument(doc: { id: string; name: string }): Promise<void> {
  const res = await api.api.documents[':id'].download.$get({ param: { id: doc.id } });
  if (!res.ok) throw await readError(res);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
