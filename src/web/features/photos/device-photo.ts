/**
 * A photo made small on the device before it is sent (decision 0023): decoded with createImageBitmap (which applies
 * the EXIF orientation), drawn at most PHOTO_MAX_SIDE on its longest side and encoded as JPEG by the canvas, which
 * keeps no metadata. The server decodes and downscales again all the same.
 */
import { PHOTO_MAX_SIDE } from '@/domain/photos/photos.schemas';

const JPEG_QUALITY = 0.85;

export class NotAnImageError extends Error {}

export async function downscaleOnDevice(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new NotAnImageError(file.name);
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new NotAnImageError(file.name);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob) throw new NotAnImageError(file.name);
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
