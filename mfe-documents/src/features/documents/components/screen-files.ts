import { checkFileCount, checkUpload, DOCUMENT_RULES } from '@dwell/core/files';

/**
 * The same checks the API makes, run in the browser before anything is sent: how many files, then each
 * file's name, size and real type from its first bytes. Returns the files to keep and why others were not.
 */
export async function screenFiles(files: File[], alreadySelected: number) {
  const count = checkFileCount(DOCUMENT_RULES, alreadySelected + files.length);
  if (!count.ok) return { accepted: [] as File[], rejected: [count.message] };
  const accepted: File[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
    const check = checkUpload(DOCUMENT_RULES, { name: file.name, size: file.size, head });
    if (check.ok) accepted.push(file);
    else rejected.push(`${file.name}: ${check.message}`);
  }
  return { accepted, rejected };
}
