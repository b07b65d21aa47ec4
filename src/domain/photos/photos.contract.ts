/**
 * Photos of an order's delivery note (decision 0023), for regular and warehouse orders alike: whoever sees the
 * order (its station: docs/PRODUCT.md#station-visibility) and may receive it adds photos once it is received; whoever
 * sees it views them. The bytes come only through the authorized `file` operation, never a public URL. Another
 * venue's order, or an order of a station the caller does not see, is not found (404).
 */
import { z } from 'zod';
import { defineOperation, VENUE_MEMBERS } from '@/domain/shared/contract';
import {
  OrderPhotoParamsSchema,
  OrderPhotosParamsSchema,
  PHOTO_CONTENT_TYPE,
  PHOTO_MAX_UPLOAD_BYTES,
  RECEIPT_PHOTOS_MAX,
  ReceiptPhotoListSchema,
} from './photos.schemas';

const tag = 'photos';
const access = VENUE_MEMBERS;

export const photoOperations = {
  upload: defineOperation({
    method: 'POST',
    path: '/orders/:id/photos',
    summary:
      'Add photos of the delivery note to a received order (multipart/form-data, field "photos", images of at ' +
      'most 10 MB, at most 5 per order): each is decoded, downscaled to 1600 px and stored as JPEG without ' +
      'metadata; one refused file stores none',
    tag,
    access,
    params: OrderPhotosParamsSchema,
    upload: { field: 'photos', maxFiles: RECEIPT_PHOTOS_MAX, maxFileBytes: PHOTO_MAX_UPLOAD_BYTES },
    response: ReceiptPhotoListSchema,
    status: 201,
    // 404 not an order the caller sees; 409 photo_order_not_received.
    refusals: [404, 409],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/orders/:id/photos',
    summary: "An order's delivery-note photos, in the order they were added",
    tag,
    access,
    params: OrderPhotosParamsSchema,
    response: ReceiptPhotoListSchema,
    refusals: [404],
  }),
  file: defineOperation({
    method: 'GET',
    path: '/orders/:id/photos/:photoId',
    summary: "One delivery-note photo's bytes (JPEG; private, never cached by shared caches)",
    tag,
    access,
    params: OrderPhotoParamsSchema,
    response: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array)
      .meta({ type: 'string', format: 'binary' }),
    produces: [PHOTO_CONTENT_TYPE],
    refusals: [404],
  }),
};
