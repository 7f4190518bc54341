/** Photos larger than this on their longest side are scaled down before upload. */
export const PHOTO_MAX_SIDE = 2048;
/** Photos below this size are sent as taken. */
export const PHOTO_KEEP_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;

export interface PreparedPhoto {
  /** What is uploaded: the original, or a JPEG copy scaled down to PHOTO_MAX_SIDE. */
  file: File;
  downscaled: boolean;
  /** SHA-256 (hex) of the file as the camera gave it. */
  originalSha256: string;
  /** For the document's description when the original is not the one sent, e.g. for a dispute. */
  description: string | null;
}

/** SHA-256 of a blob, in hex. */
export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function scaled(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  const ratio = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * ratio);
  canvas.height = Math.round(bitmap.height * ratio);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * Makes a phone photo fit a dock's signal: a PNG or JPEG over 1 MB is redrawn as a JPEG at most 2048 px on its
 * longest side. The original is not sent then, so its SHA-256 goes in the document's description, honestly
 * saying the stored file is a scaled copy. PDFs and small images are sent untouched.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const originalSha256 = await sha256Hex(file);
  const keep: PreparedPhoto = { file, downscaled: false, originalSha256, description: null };
  if (!file.type.startsWith('image/') || file.size <= PHOTO_KEEP_BYTES) return keep;
  const blob = await scaled(file);
  if (!blob || blob.size >= file.size) return keep;
  const name = `${file.name.replace(/\.[^.]+$/, '')}.jpg`;
  return {
    file: new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified }),
    downscaled: true,
    originalSha256,
    description: `Scaled copy of ${file.name} (${file.size} bytes); original SHA-256 ${originalSha256}`,
  };
}
