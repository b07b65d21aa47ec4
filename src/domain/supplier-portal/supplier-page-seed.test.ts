import { describe, expect, it } from 'vitest';
import { seedScriptText, type SupplierPageSeed } from './supplier-page-seed';

describe('the supplier page seed as script text (decision 0039)', () => {
  const seed: SupplierPageSeed = {
    token: 't',
    language: 'ser',
    error: { status: 404, code: 'not_found' },
  };

  it('keeps no character that could end the script element, and parses back to the same seed', () => {
    const hostile = { ...seed, token: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = seedScriptText(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
