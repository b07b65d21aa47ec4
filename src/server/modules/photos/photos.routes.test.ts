/**
 * Delivery-note photos through the HTTP layer (decision 0023): upload -> list -> bytes, who may see and add them
 * (the order view's station visibility), and every refusal leaving neither a row nor a file.
 */
import { count } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoOperations } from '@/domain/photos/photos.contract';
import { PHOTO_MAX_UPLOAD_BYTES } from '@/domain/photos/photos.schemas';
import { receiptPhotos } from '@/server/db/schema';
import { createAccount } from '@/test/accounts';
import { createOrderScene, type OrderScene, sendSceneOrder, type TestContext, type Who } from '@/test/app';
import { BISTRO } from '@/test/demo-context';
import { venueId } from '@/test/demo-lookup';
import { type FormFile, multipartBody } from '@/test/multipart';
import { decompressionBombPng, photoFixture } from '@/test/photo-fixtures';

describe('delivery-note photos (decision 0023)', () => {
  let scene: OrderScene;
  let ctx: TestContext;
  let dataDir: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nabavka-photos-test-'));
    scene = await createOrderScene(2, { config: { dataDir } });
    ctx = scene.ctx;
    jpeg = await photoFixture({ width: 2000, height: 1500, gps: true });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A new order of Kuhinja, sent and (unless said) received whole by the staff member. */
  async function order(received = true): Promise<number> {
    const id = await sendSceneOrder(scene, 'staff', ['2', '3']);
    if (!received) return id;
    const inject = await ctx.as('staff');
    const view = (await inject({ method: 'GET', url: `/api/orders/order/${id}` })).json();
    const done = await inject({
      method: 'POST',
      url: `/api/orders/updateStatus/complete?orderId=${id}`,
      payload: {
        products: view.products.map((item: { id: number }) => ({ id: item.id, status: 'DELIVERED' })),
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    return id;
  }

  async function upload(orderId: number, files: FormFile[], who: Who = 'staff') {
    const { payload, contentType } = multipartBody(files);
    return (await ctx.as(who))({
      method: 'POST',
      url: `/api/orders/${orderId}/photos`,
      payload,
      headers: { 'content-type': contentType },
    });
  }
  const photo = (content: Uint8Array, filename = 'otpremnica.jpg'): FormFile => ({
    field: 'photos',
    filename,
    contentType: 'image/jpeg',
    content,
  });

  /** Rows and stored files of delivery-note photos, across all orders. */
  async function stored(): Promise<{ rows: number; files: number }> {
    const [rows] = await ctx.db.select({ n: count() }).from(receiptPhotos);
    const files = await readdir(join(dataDir, 'files', 'photos'), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    return { rows: rows!.n, files: files.filter((entry) => entry.isFile()).length };
  }

  it('a receiver adds photos; the venue lists them and gets the bytes, downscaled and without EXIF', async () => {
    const id = await order();
    const png = await photoFixture({ width: 500, height: 900, format: 'png' });
    const response = await upload(id, [photo(jpeg), photo(png, 'druga.png')]);
    expect(response.statusCode, response.body).toBe(201);
    const { photos } = response.json();
    expect(photos).toEqual([
      expect.objectContaining({ orderId: id, contentType: 'image/jpeg', width: 1600, height: 1200 }),
      expect.objectContaining({ orderId: id, contentType: 'image/jpeg', width: 500, height: 900 }),
    ]);

    for (const who of ['admin', 'viewer', 'staff'] as const) {
      const list = await ctx.call(who, photoOperations.list, { params: { id } });
      expect(list.statusCode, who).toBe(200);
      expect(list.json()).toEqual({ photos });
    }
    const file = await ctx.call('viewer', photoOperations.file, { params: { id, photoId: photos[0].id } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toMatch(/^private/);
    expect(file.rawPayload.byteLength).toBe(photos[0].bytes);
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();
  });

  it("another venue's admin and staff of another station find no such order: 404, nothing stored", async () => {
    const id = await order();
    await upload(id, [photo(jpeg)]);
    const [photoRow] = await ctx.db.select({ id: receiptPhotos.id }).from(receiptPhotos).limit(1);
    const stranger = await createAccount(ctx.db, {
      venueId: await venueId(ctx.db, BISTRO),
      role: 'ROLE_USER',
    });
    const before = await stored();
    for (const who of ['otherAdmin', stranger.email] as const) {
      expect((await upload(id, [photo(jpeg)], who)).statusCode, who).toBe(404);
      const list = await (await ctx.as(who))({ method: 'GET', url: `/api/orders/${id}/photos` });
      expect(list.statusCode, who).toBe(404);
      const file = await (
        await ctx.as(who)
      )({
        method: 'GET',
        url: `/api/orders/${id}/photos/${photoRow!.id}`,
      });
      expect(file.statusCode, who).toBe(404);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses bad files with a code and stores nothing, not even the good file sent with them', async () => {
    const id = await order();
    const before = await stored();
    const cases: [FormFile[], string][] = [
      [[photo(Buffer.from('%PDF-1.4 faktura'), 'faktura.pdf')], 'photo_not_image'],
      [[photo(jpeg), photo(new Uint8Array(PHOTO_MAX_UPLOAD_BYTES + 1), 'velika.jpg')], 'photo_too_large'],
      [[photo(jpeg), photo(decompressionBombPng(), 'bomba.png')], 'photo_too_many_pixels'],
    ];
    for (const [files, code] of cases) {
      const response = await upload(id, files);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(code);
    }
    expect(await stored()).toEqual(before);
    expect((await ctx.call('staff', photoOperations.list, { params: { id } })).json()).toEqual({
      photos: [],
    });
  });

  it('keeps at most 5 photos per order: the 6th is refused and stores nothing', async () => {
    const id = await order();
    const small = await photoFixture({ width: 64, height: 48 });
    expect((await upload(id, [photo(small), photo(small), photo(small), photo(small)])).statusCode).toBe(201);
    const before = await stored();
    const two = await upload(id, [photo(small), photo(small)]);
    expect([two.statusCode, two.json().code]).toEqual([400, 'photo_limit_reached']);
    expect((await upload(id, [photo(small)])).statusCode).toBe(201);
    const sixth = await upload(id, [photo(small)]);
    expect([sixth.statusCode, sixth.json().code]).toEqual([400, 'photo_limit_reached']);
    expect(await stored()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });

  it('an order not received yet takes no photos (409), and an upload needs a photo (400)', async () => {
    const expected = await order(false);
    const response = await upload(expected, [photo(jpeg)]);
    expect([response.statusCode, response.json().code]).toEqual([409, 'photo_order_not_received']);
    const received = await order();
    const empty = await upload(received, [{ field: 'other', filename: 'x.txt', content: 'x' }]);
    expect(empty.statusCode).toBe(400);
  });
});
