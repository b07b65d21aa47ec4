/**
 * The S3 files store against a real S3-compatible server started here (s3rver), and the delivery-note photos
 * through the app with S3_URL set: the bytes go to the bucket, and a refused upload leaves no object there.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoOperations } from '@/domain/photos/photos.contract';
import { createOrderScene, type OrderScene, sendSceneOrder } from '@/test/app';
import { multipartBody } from '@/test/multipart';
import { decompressionBombPng, photoFixture } from '@/test/photo-fixtures';
import { type LocalS3, startLocalS3 } from '@/test/s3-server';
import { createS3Store } from './s3-store';

describe('the S3 files store (decision 0023)', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  async function objectKeys(): Promise<string[]> {
    const client = new S3Client({
      endpoint: s3.config.endpoint,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.config.accessKeyId, secretAccessKey: s3.config.secretAccessKey },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  }

  it('keeps, reads and deletes bytes by key; a missing key reads null', async () => {
    const store = createS3Store(s3.config);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    await store.put('photos/1/2/a1b2.jpg', bytes);
    expect(await store.get('photos/1/2/a1b2.jpg')).toEqual(bytes);
    expect(await objectKeys()).toContain('photos/1/2/a1b2.jpg');
    await store.delete('photos/1/2/a1b2.jpg');
    expect(await store.get('photos/1/2/a1b2.jpg')).toBeNull();
    await expect(store.put('../x', bytes)).rejects.toThrow(RangeError);
    store.close();
  });

  describe('photos through the app with S3_URL', () => {
    let scene: OrderScene;
    beforeAll(async () => {
      scene = await createOrderScene(1, { config: { s3: s3.config } });
    });
    afterAll(() => scene.ctx.close());

    it('stores an upload in the bucket, answers its bytes, and leaves nothing of a refused one', async () => {
      const { ctx } = scene;
      const id = await sendSceneOrder(scene, 'admin', ['1']);
      const inject = await ctx.as('admin');
      const view = (await inject({ method: 'GET', url: `/api/orders/order/${id}` })).json();
      await inject({
        method: 'POST',
        url: `/api/orders/updateStatus/complete?orderId=${id}`,
        payload: { products: [{ id: view.products[0].id, status: 'DELIVERED' }] },
      });
      const send = (content: Uint8Array) => {
        const { payload, contentType } = multipartBody([{ field: 'photos', filename: 'o.jpg', content }]);
        return inject({
          method: 'POST',
          url: `/api/orders/${id}/photos`,
          payload,
          headers: { 'content-type': contentType },
        });
      };
      const before = await objectKeys();
      const uploaded = await send(await photoFixture());
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const after = await objectKeys();
      expect(after.filter((key) => !before.includes(key))).toEqual([
        expect.stringMatching(new RegExp(`^photos/\\d+/${id}/[0-9a-f-]{36}\\.jpg$`)),
      ]);
      const [photo] = uploaded.json().photos;
      const file = await ctx.call('admin', photoOperations.file, { params: { id, photoId: photo.id } });
      expect([file.statusCode, file.rawPayload.byteLength]).toEqual([200, photo.bytes]);

      expect((await send(decompressionBombPng())).statusCode).toBe(400);
      expect(await objectKeys()).toEqual(after);
    });
  });
});
