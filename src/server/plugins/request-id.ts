/**
 * Request ids: every request gets one (Fastify's `reqId`), every log line of the request carries it (Fastify's
 * request logger), the answer returns it in `X-Request-Id`, and the web app shows it under a failed request
 * ("Reference: …"), so a user's report leads to the log lines of that request.
 *
 * An incoming `X-Request-Id` is kept only behind proxies we were told about (TRUST_PROXY_HOPS > 0, as for
 * X-Forwarded-For): there the load balancer's id ties its access log to ours; from anyone else it could be any text,
 * so a new id is made. Answers that refuse (4xx) are logged at info level with their id (5xx are logged as errors
 * by the error handler), since successful requests are not logged at all (a log line per request costs throughput).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: short, and only characters safe in a log line and a header. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** 72 random bits in 12 characters: unique across processes and restarts, short enough to read out. */
export function newRequestId(): string {
  return randomBytes(9).toString('base64url');
}

/** Fastify's `genReqId`: the trusted proxy's id, or a new one. */
export function requestIdGenerator(trustProxyHops: number): (request: IncomingMessage) => string {
  return (request) => {
    if (trustProxyHops > 0) {
      const incoming = request.headers[REQUEST_ID_HEADER];
      if (typeof incoming === 'string' && ACCEPTED_ID.test(incoming)) return incoming;
    }
    return newRequestId();
  };
}

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (status >= 400 && status < 500) {
      request.log.info(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status },
        'request refused',
      );
    }
    done();
  });
}
