import { UPLOAD_MAX_BYTES } from '@dwell/core/constants';
import { fileTooLarge } from '@dwell/core/messages';

/** What the New event form and the Documents tab accept: images or PDF (docs/product.md#validation). */
export const ACCEPT = 'image/png,image/jpeg,application/pdf';
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/jpg', 'application/pdf']);

/**
 * Splits picked files into the ones to keep and the warnings for the rest: each file over 5 MB is refused with
 * '{file name} exceeds the 5MB size limit', and a type other than PNG, JPEG or PDF is refused by name.
 */
export function screenFiles(files: readonly File[]): { accepted: File[]; warnings: string[] } {
  const accepted: File[] = [];
  const warnings: string[] = [];
  for (const file of files) {
    if (file.size > UPLOAD_MAX_BYTES) warnings.push(fileTooLarge(file.name));
    else if (!ACCEPTED.has(file.type)) warnings.push(`${file.name}: File type must be PNG, JPG, JPEG or PDF`);
    else accepted.push(file);
  }
  return { accepted, warnings };
}
