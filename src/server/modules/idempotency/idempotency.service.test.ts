import { describe, expect, it } from 'vitest';
import { bodyHash, linkTokenScope, requestFingerprint, userScope } from './idempotency.service';

describe('request fingerprints', () => {
  const json = (value: unknown) => bodyHash(JSON.stringify(value));

  it('are equal for the same method, URL and body', () => {
    expect(requestFingerprint('post', '/api/orders/1/create/2', json({ a: 1 }))).toBe(
      requestFingerprint('POST', '/api/orders/1/create/2', json({ a: 1 })),
    );
  });

  it('differ by method, by URL (its parameters and query) and by body', () => {
    const base = requestFingerprint('POST', '/api/orders/1/create/2', json({ a: 1 }));
    expect(requestFingerprint('PUT', '/api/orders/1/create/2', json({ a: 1 }))).not.toBe(base);
    expect(requestFingerprint('POST', '/api/orders/1/create/3', json({ a: 1 }))).not.toBe(base);
    expect(requestFingerprint('POST', '/api/orders/1/create/2?x=1', json({ a: 1 }))).not.toBe(base);
    expect(requestFingerprint('POST', '/api/orders/1/create/2', json({ a: 2 }))).not.toBe(base);
  });

  it('hash the body with sha256', () => {
    expect(bodyHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('key scopes', () => {
  it('keep users and supplier links apart, and never hold a link token itself', () => {
    expect(userScope(7)).toBe('user:7');
    const scope = linkTokenScope('AbCdEfGhIjKlMnOpQrStUvWx');
    expect(scope).toMatch(/^link:[0-9a-f]{64}$/);
    expect(scope).not.toContain('AbCdEfGhIjKlMnOpQrStUvWx');
  });
});
