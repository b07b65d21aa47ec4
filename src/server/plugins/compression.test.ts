import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '@/test/app';
import { openTestDatabase } from '@/test/database';
import { stationId } from '@/test/demo-lookup';
import { buildApp } from '@/server/app';
import type { DatabaseHandle } from '@/server/db/client';
import { createMailer } from '@/server/mail/mailer';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

/** A built web app as vite.config.ts writes it: each text file with its .br and .gz copies. */
function writeWebBuild(root: string): { script: string } {
  const script = `console.log(${JSON.stringify('Nabavka '.repeat(400))});\n`;
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>Nabavka</title>${'<!-- app -->'.repeat(200)}`,
    'login.html': `<!doctype html><title>Nabavka</title><form>${'<!-- login -->'.repeat(200)}</form>`,
    'supplier.html': `<!doctype html><title>Nabavka</title>${'<!-- supplier -->'.repeat(200)}`,
    'assets/index-AbC123.js': script,
    'sw.js': `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`,
    'version.json': JSON.stringify({ version: '1.0.0+test' }),
  };
  mkdirSync(join(root, 'assets'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(root, name), content);
    writeFileSync(join(root, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(root, `${name}.gz`), gzipSync(content));
  }
  return { script };
}

describe('compression', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let webRoot: string;
  let script: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'nabavka-web-'));
    ({ script } = writeWebBuild(webRoot));
    database = await openTestDatabase();
    app = await buildApp({
      db: database.db,
      mailer: createMailer({
        db: database.db,
        smtpUrl: undefined,
        from: 'x <x@x.test>',
        log: pino({ level: 'silent' }),
      }),
      webRoot,
      config: {
        jwtSecret: TEST_JWT_SECRET,
        accessTokenTtlSeconds: 900,
        publicUrl: 'http://localhost:3000',
        authRateLimit: { max: 1000, windowMs: 60_000 },
        loginLimits: { failsPerAccount: 1000, failsPerIp: 1000, windowSeconds: 60 },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
    });

  describe('of the web app', () => {
    it('sends the brotli copy of a script to a browser that accepts it, cached for good', async () => {
      const response = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
      expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    });

    it('sends the gzip copy to a client that accepts only gzip, and the file itself to one that accepts none', async () => {
      const gzip = await get('/assets/index-AbC123.js', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const identity = await get('/assets/index-AbC123.js');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toMatch(/accept-encoding/i);
      expect(identity.body).toBe(script);
    });

    it('never caches the service worker, version.json or the page, compressed or not', async () => {
      const worker = await get('/sw.js', 'br');
      expect(worker.headers['content-encoding']).toBe('br');
      expect(worker.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      const version = await get('/version.json', 'br');
      expect(version.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      const page = await get('/current-orders/4/orders', 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Nabavka</title>');
    });

    it('sends /login its prerendered page, compressed and never cached, and every other page the app shell', async () => {
      const login = await get('/login?next=1', 'br');
      expect(login.statusCode).toBe(200);
      expect(login.headers['content-type']).toMatch(/^text\/html/);
      expect(login.headers['content-encoding']).toBe('br');
      expect(login.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(brotliDecompressSync(login.rawPayload).toString()).toContain('<!-- login -->');
      const signUp = await get('/sign-up');
      expect(signUp.body).toContain('<!-- app -->');
      expect(signUp.body).not.toContain('<!-- login -->');
    });

    it("sends the supplier's link pages their own light entry, never cached, and the app's pages the app", async () => {
      for (const url of ['/o/AbC-123', '/s/xyz_9?x=1']) {
        const page = await get(url, 'br');
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
        expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<!-- supplier -->');
      }
      const demo = await get('/999/supplier-demo/1');
      expect(demo.body).toContain('<!-- app -->');
      expect(demo.body).not.toContain('<!-- supplier -->');
    });
  });

  describe('of API answers', () => {
    let authorization: string;
    let kuhinja: number;
    beforeAll(async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: roleEmail('admin'), password: 'Demo_1234' },
      });
      authorization = `Bearer ${login.json().jwt}`;
      kuhinja = await stationId(database.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
    });

    it('compresses a hot read (prebuilt JSON text) for a client that accepts it, to the same JSON', async () => {
      const url = `/api/orders/all/${kuhinja}?status=COMPLETED&page=1&pageSize=20`;
      const plain = await get(url, undefined, { authorization });
      expect(plain.statusCode).toBe(200);
      expect(plain.body.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const gzip = await get(url, 'gzip', { authorization });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

      const br = await get(url, 'gzip, br', { authorization });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    });

    it('leaves answers under 1 KB as they are', async () => {
      const response = await get('/api/health', 'gzip, br');
      expect(response.statusCode).toBe(200);
      expect(response.body.length).toBeLessThan(1024);
      expect(response.headers['content-encoding']).toBeUndefined();
    });
  });
});
