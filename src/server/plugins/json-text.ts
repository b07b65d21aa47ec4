import type { FastifyReply } from 'fastify';

/**
 * Answers with JSON text that PostgreSQL already built in the API's shape (the hot reads, decision 0005): Fastify
 * sends a string with a JSON content type as it is, skipping parse, zod encoding and JSON.stringify. The route's
 * zod response schema still documents the shape, and the route's tests hold the text to that schema.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  // The route's typed reply expects the schema's object; the text is that object already serialised.
  return reply.type('application/json; charset=utf-8').send(json as never);
}
