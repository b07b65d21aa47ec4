/** A sent photo made safe to keep (decision 0023): decoded, downscaled, re-encoded as JPEG without metadata. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/domain/errors';
import { PHOTO_MAX_SIDE, PHOTO_MAX_UPLOAD_BYTES } from '@/domain/photos/photos.schemas';
import { decompressionBombPng, photoFixture } from '@/test/photo-fixtures';
import { normalizePhoto } from './photo-image';

async function refusal(input: Uint8Array): Promise<string | undefined> {
  try {
    await normalizePhoto(input);
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('normalizePhoto', () => {
  it('downscales a large photo to 1600 px on its longest side, as JPEG', async () => {
    const photo = await normalizePhoto(await photoFixture({ width: 2400, height: 1800, format: 'png' }));
    expect([photo.width, photo.height]).toEqual([PHOTO_MAX_SIDE, 1200]);
    const metadata = await sharp(photo.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
  });

  it('keeps a small photo its size, never enlarging it', async () => {
    const photo = await normalizePhoto(await photoFixture({ width: 640, height: 480 }));
    expect([photo.width, photo.height]).toEqual([640, 480]);
  });

  it('strips EXIF (GPS position, camera) from what it keeps', async () => {
    const sent = await photoFixture({ gps: true });
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const photo = await normalizePhoto(sent);
    const metadata = await sharp(photo.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(photo.bytes).includes('NabavkaTestCam')).toBe(false);
  });

  it('refuses what is not an image, a truncated image, an SVG and a GIF', async () => {
    const jpeg = await photoFixture();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const input of [Buffer.from('%PDF-1.4 not a photo'), jpeg.subarray(0, 400), svg, gif]) {
      expect(await refusal(input)).toBe('photo_not_image');
    }
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(await refusal(bomb)).toBe('photo_too_many_pixels');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses more than 10 MB', async () => {
    expect(await refusal(new Uint8Array(PHOTO_MAX_UPLOAD_BYTES + 1))).toBe('photo_too_large');
  });
});
