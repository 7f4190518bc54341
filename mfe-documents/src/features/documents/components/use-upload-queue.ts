import { DATA } from '@dwell/core/messages';
import type { DocumentCategory } from '@dwell/core/schemas/documents';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { useRefreshDocuments } from '../api/refresh-documents.ts';
import { uploadFile } from '../api/upload-file.ts';
import { screenFiles } from './screen-files.ts';
import type { SelectedFile } from './selected-files.tsx';

let counter = 0;
const keyFor = (file: File) => `${file.name}-${file.size}-${++counter}`;

/**
 * The upload panel's state: the picked files, the category and description, and one upload run that sends
 * the files one after another with per-file progress. A fully successful run clears the panel (docs/product.md#documents-page);
 * otherwise the failed files stay, each with the API's reason.
 */
export function useUploadQueue(eventId: string | null) {
  const [items, setItems] = useState<SelectedFile[]>([]);
  const [category, setCategory] = useState<DocumentCategory>('other');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshDocuments();

  const update = (key: string, change: Partial<SelectedFile>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = async (files: File[]) => {
    const { accepted, rejected } = await screenFiles(files, items.length);
    for (const reason of rejected) toast('warning', reason);
    if (accepted.length > 0) {
      setItems((list) => [
        ...list,
        ...accepted.map((file) => ({ key: keyFor(file), file, progress: null, error: null })),
      ]);
    }
  };

  const remove = (key: string) => setItems((list) => list.filter((item) => item.key !== key));

  const upload = async () => {
    const batch = items;
    if (batch.length === 0 || busy) return;
    setBusy(true);
    const failed = new Set<string>();
    let firstError: string | undefined;
    for (const item of batch) {
      update(item.key, { progress: 0, error: null });
      try {
        await uploadFile({
          file: item.file,
          eventId,
          category,
          description,
          batchSize: batch.length,
          onProgress: (progress) => update(item.key, { progress }),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : DATA.documentsUploadFailed;
        firstError ??= message;
        failed.add(item.key);
        update(item.key, { progress: null, error: message });
      }
    }
    await refresh();
    if (failed.size === 0) {
      toast('success', DATA.documentsUploaded);
      setItems([]);
      setDescription('');
      setCategory('other');
    } else {
      toast('error', DATA.documentsUploadFailed, firstError);
      setItems((list) => list.filter((item) => failed.has(item.key)));
    }
    setBusy(false);
  };

  return { items, category, setCategory, description, setDescription, busy, add, remove, upload };
}
