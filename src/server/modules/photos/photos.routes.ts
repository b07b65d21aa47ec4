/**
 * The delivery-note photos' routes (photos.contract.ts). The upload reads multipart/form-data as a stream
 * (@fastify/multipart, registered for these routes only) up to the contract's limits; a photo is answered as bytes,
 * private to the signed-in browser (decision 0023).
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '@/domain/errors';
import { photoOperations } from '@/domain/photos/photos.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { listPhotos, photoFile, type SentPhoto, uploadPhotos } from './photos.service';

const { field, maxFiles, maxFileBytes } = photoOperations.upload.upload;
const limits = { fileSize: maxFileBytes, files: maxFiles, fields: 10, parts: maxFiles + 10, fieldSize: 1024 };

/** The photos of a multipart request, each read up to the size limit (the rest is drained, not kept). */
async function readSentPhotos(request: FastifyRequest): Promise<SentPhoto[]> {
  if (!request.isMultipart()) throw new AppError('invalidInput', 'Send the photos as multipart/form-data');
  const photos: SentPhoto[] = [];
  try {
    for await (const part of request.files({ limits, throwFileSizeLimit: false })) {
      const bytes = await part.toBuffer();
      if (part.fieldname !== field) continue;
      photos.push({ bytes, tooLarge: part.file.truncated });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('photo_limit_reached');
    throw new AppError('invalidInput', 'The multipart body could not be read');
  }
  if (photos.length === 0)
    throw new AppError('common.requiredField', 'No photo was sent', { [field]: 'common.requiredField' });
  return photos;
}

const routes = operationRoutes(photoOperations, {
  upload: async ({ params }, http) =>
    uploadPhotos(http.venueContext(), params.id, await readSentPhotos(http.request)),
  list: ({ params }, http) => listPhotos(http.venueContext(), params.id),
  file: async ({ params }, http) => {
    const photo = await photoFile(http.venueContext(), params.id, params.photoId);
    http.reply
      .header('content-type', photo.contentType)
      // Only this signed-in browser may keep it; a photo never changes, so it may keep it for a day.
      .header('cache-control', 'private, max-age=86400');
    return Buffer.from(photo.bytes);
  },
});

export const photosRoutes: FastifyPluginAsync = async (app) => {
  // Scoped to this plugin: only these routes (and the invoices') take multipart bodies.
  await app.register(fastifyMultipart, { limits });
  await app.register(routes);
};
