import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('the secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed for the same context, and the sealed form does not hold the secret', () => {
    const sealed = box.seal('sef-key-123456', 'sef-api-key:venue:1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('sef-key');
    expect(box.open(sealed, 'sef-api-key:venue:1')).toBe('sef-key-123456');
    expect(box.seal('sef-key-123456', 'sef-api-key:venue:1')).not.toBe(sealed);
  });

  it("does not open another context's value, a changed value, or another key's", () => {
    const sealed = box.seal('secret', 'sef-api-key:venue:1');
    expect(box.open(sealed, 'sef-api-key:venue:2')).toBeNull();
    const [version, nonce, tag, ciphertext] = sealed.split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0]! ^= 1;
    expect(
      box.open([version, nonce, tag, flipped.toString('base64url')].join('.'), 'sef-api-key:venue:1'),
    ).toBeNull();
    expect(createSecretBox(randomBytes(32)).open(sealed, 'sef-api-key:venue:1')).toBeNull();
    expect(box.open('garbage', 'sef-api-key:venue:1')).toBeNull();
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(RangeError);
  });
});
