import { MAX_PHOTO_BYTES, photoDataUrl } from '@pulso/domain/schemas';

/** Photos are shown at most 96 px wide; 512 px leaves room for sharp screens. */
const MAX_SIDE = 512;

export class PhotoError extends Error {}

function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A large photo redrawn at most 512 px on its longer side, as JPEG. */
async function downscale(file: File): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return null;
  }
}

/**
 * A chosen file as the data URL the API accepts (image/*, ≤ 256 KB: the domain's schema). A
 * photo straight from a phone is usually larger, so it is scaled down rather than refused.
 */
export async function readPhoto(file: File, messages: { notImage: string; tooLarge: string }) {
  if (!file.type.startsWith('image/')) throw new PhotoError(messages.notImage);
  if (file.size <= MAX_PHOTO_BYTES) {
    const dataUrl = await fileToDataUrl(file);
    if (photoDataUrl.safeParse(dataUrl).success) return dataUrl;
  }
  const smaller = await downscale(file);
  if (smaller && photoDataUrl.safeParse(smaller).success) return smaller;
  throw new PhotoError(messages.tooLarge);
}
