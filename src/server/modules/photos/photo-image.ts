/**
 * A sent photo made safe to keep (decision 0023): decoded by sharp (libvips) under a pixel limit, so a decompression
 * bomb is refused from its header before any pixel is decoded; turned upright by its EXIF orientation, downscaled to
 * PHOTO_MAX_SIDE and re-encoded as JPEG without any metadata (no GPS position, no camera serial). The device
 * downscales already; the server never trusts that it did.
 */
import sharp from 'sharp';
import { AppError } from '@/domain/errors';
import {
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_MAX_UPLOAD_BYTES,
} from '@/domain/photos/photos.schemas';

/** Formats a phone or a file picker gives: JPEG, PNG, WebP and HEIF/HEIC (as far as this libvips decodes it). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export interface NormalizedPhoto {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export async function normalizePhoto(input: Uint8Array): Promise<NormalizedPhoto> {
  if (input.byteLength > PHOTO_MAX_UPLOAD_BYTES) throw new AppError('photo_too_large');
  const options = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' as const };
  // The header alone (no pixel is decoded), read without the limit so a bomb is named for what it is.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('photo_not_image');
    });
  const format: string | undefined = metadata.format;
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('photo_not_image');
  if (pixels > PHOTO_MAX_INPUT_PIXELS) throw new AppError('photo_too_many_pixels');
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError('photo_too_many_pixels');
    // A header that promised an image whose pixels do not decode (truncated, corrupt).
    throw new AppError('photo_not_image');
  }
}
