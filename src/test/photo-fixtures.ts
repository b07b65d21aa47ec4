/**
 * Images for the delivery-note photo tests, made when a test needs them (no binary fixtures in the repository): a
 * real JPEG or PNG drawn by sharp, with EXIF GPS when asked, and a decompression bomb: a PNG whose header declares
 * 60 000 × 60 000 pixels around a few bytes of data.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like image (a colour gradient and noise, so JPEG has something to compress). */
export async function photoFixture(
  options: { width?: number; height?: number; format?: 'jpeg' | 'png'; gps?: boolean } = {},
): Promise<Buffer> {
  const { width = 800, height = 600, format = 'jpeg', gps = false } = options;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = (x * y) % 256;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (gps) {
    image = image.withExif({
      IFD0: { Make: 'NabavkaTestCam', Model: 'Serial 12345' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 49/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '20/1 27/1 0/1',
      },
    });
  }
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG declaring `side` × `side` pixels (3.6 gigapixels by default) in well under a kilobyte. */
export function decompressionBombPng(side = 60_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
