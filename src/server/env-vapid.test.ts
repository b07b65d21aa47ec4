/**
 * Web Push's VAPID configuration (docs/decisions/0035-web-push.md): keys from the env, else generated once into the
 * data dir and read back on the next start; one key without the other stops start-up; the subject defaults to the
 * mail sender's address.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, generateVapidKeys, loadConfig, vapidSubjectFrom } from './env';

const dataDir = mkdtempSync(join(tmpdir(), 'nabavka-vapid-'));
const base = { JWT_SECRET: 'vapid-test-secret-0123456789abcdefghij', DATA_DIR: dataDir };

describe('VAPID configuration', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a key pair into the data dir once and keeps it across restarts', () => {
    const first = loadConfig(base).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(loadConfig(base).vapid).toEqual(first);
    expect(first.subject).toBe('mailto:no-reply@nabavka.local');
  });

  it('takes both keys and the subject from the env, and refuses one key alone', () => {
    const keys = generateVapidKeys();
    const config = loadConfig({
      ...base,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://nabavka.example',
    });
    expect(config.vapid).toEqual({ ...keys, subject: 'https://nabavka.example' });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'admin@example.com' })).toThrow(ConfigError);
  });

  it("makes the subject from the mail sender's address", () => {
    expect(vapidSubjectFrom('Nabavka <orders@bistro.rs>')).toBe('mailto:orders@bistro.rs');
    expect(vapidSubjectFrom('orders@bistro.rs')).toBe('mailto:orders@bistro.rs');
    expect(vapidSubjectFrom('Nabavka')).toBe('mailto:admin@localhost');
  });
});
