import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import type { AppConfigForApp } from '@/server/types';
import { createMailer } from '@/server/mail/mailer';
import { openTestDatabase } from '@/test/database';
import type { DatabaseHandle } from '@/server/db/client';
import type { FastifyInstance } from 'fastify';
import { roleEmail } from '@/test/call';

describe('security headers', () => {
  let database: DatabaseHandle;
  let webRoot: string;
  const apps: FastifyInstance[] = [];

  async function appWith(config: Partial<AppConfigForApp> = {}): Promise<FastifyInstance> {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'x <x@x.test>',
      log: pino({ level: 'silent' }),
    });
    const app = await buildApp({
      db: database.db,
      mailer,
      webRoot,
      config: {
        jwtSecret: 'security-headers-test-secret-0123456789abcdef',
        accessTokenTtlSeconds: 900,
        publicUrl: 'http://localhost:3000',
        authRateLimit: { max: 1000, windowMs: 60_000 },
        loginLimits: { failsPerAccount: 1000, failsPerIp: 1000, windowSeconds: 60 },
        ...config,
      },
    });
    apps.push(app);
    return app;
  }

  let plain: FastifyInstance;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'nabavka-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Nabavka</title>');
    database = await openTestDatabase();
    plain = await appWith();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  /** A phone on the venue's Wi-Fi opening a page over plain HTTP. */
  const fromPhone = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, remoteAddress: '192.168.1.23', headers });

  it('give the app pages the full set (CSP, frame and referrer rules)', async () => {
    const response = await fromPhone(plain, '/current-orders/1/orders');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never ask a browser on plain HTTP to upgrade to HTTPS, which would leave the LAN page white', async () => {
    for (const url of ['/login', '/', '/api/docs']) {
      const response = await fromPhone(plain, url);
      expect(response.headers['content-security-policy'], url).toBeDefined();
      expect(response.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS and upgrade-insecure-requests when a trusted proxy says the request came over HTTPS', async () => {
    const behindProxy = await appWith({ trustProxyHops: 1 });
    const response = await fromPhone(behindProxy, '/login', { 'x-forwarded-proto': 'https' });
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('ignore a forwarded protocol from a client that is not a trusted proxy', async () => {
    const response = await fromPhone(plain, '/login', { 'x-forwarded-proto': 'https' });
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and upgrade-insecure-requests whenever PUBLIC_URL is https', async () => {
    const published = await appWith({ publicUrl: 'https://nabavka.example' });
    const response = await fromPhone(published, '/login');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('let the API docs load styles (and anything else) from this server only, no https origin', async () => {
    const response = await fromPhone(plain, '/api/docs');
    expect(response.statusCode).toBe(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toMatch(/(^|;)style-src 'self' 'unsafe-inline'(;|$)/);
    expect(csp).not.toContain('https:');
  });

  it('give JSON answers of the API nosniff and no-store, without the document headers', async () => {
    const response = await fromPhone(plain, '/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBeUndefined();
    const refused = await fromPhone(plain, '/api/users/profile');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('keep every authenticated answer out of caches', async () => {
    const login = await plain.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: roleEmail('staff'), password: 'Demo_1234' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const profile = await fromPhone(plain, '/api/users/profile', {
      authorization: `Bearer ${login.json().jwt}`,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });
});
