import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createMailer } from '../mail/mailer';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import type { FastifyInstance } from 'fastify';

describe('security headers', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'nabavka-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Nabavka</title>');
    database = await openTestDatabase();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'x <x@x.test>',
      log: pino({ level: 'silent' }),
    });
    app = await buildApp({
      db: database.db,
      mailer,
      webRoot,
      config: {
        jwtSecret: 'security-headers-test-secret-0123456789abcdef',
        accessTokenTtlSeconds: 900,
        publicUrl: 'http://localhost:3000',
        authRateLimit: { max: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('give the app pages the full set (CSP, frame and referrer rules)', async () => {
    const response = await app.inject({ method: 'GET', url: '/current-orders/1/orders' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('give JSON answers of the API only nosniff, without the document headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
    const refused = await app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });
});
