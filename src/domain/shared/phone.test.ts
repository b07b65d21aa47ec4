import { describe, expect, it } from 'vitest';
import { hasPhone, toInternational, withLeadingZero } from './phone';

describe('phone numbers', () => {
  it('give local numbers lacking a leading 0 one (docs/PRODUCT.md#phone)', () => {
    expect(withLeadingZero('641234567')).toBe('0641234567');
    expect(withLeadingZero('064 123 4567')).toBe('0641234567');
    expect(withLeadingZero('+381641234567')).toBe('+381641234567');
  });

  it('turn any form into the international one with the country prefix', () => {
    expect(toInternational('0641234567')).toBe('+381641234567');
    expect(toInternational('641234567')).toBe('+381641234567');
    expect(toInternational('+381 64 123-4567')).toBe('+381641234567');
    expect(toInternational('00381641234567')).toBe('+381641234567');
    expect(toInternational('0641234567', '+387')).toBe('+387641234567');
  });

  it('know when there is a number at all', () => {
    expect(hasPhone('')).toBe(false);
    expect(hasPhone(null)).toBe(false);
    expect(hasPhone('064 123')).toBe(true);
  });
});
