import { describe, expect, it } from 'vitest';
import { composePhone, splitPhone } from './phone';

describe('phone input values', () => {
  it('joins the default prefix and the national number, dropping the trunk 0', () => {
    expect(composePhone({ country: 'RS', national: '064 123 4567' })).toBe('+381641234567');
    expect(composePhone({ country: 'RS', national: '641234567' })).toBe('+381641234567');
  });

  it('uses the chosen country prefix', () => {
    expect(composePhone({ country: 'ME', national: '067 123 456' })).toBe('+38267123456');
  });

  it('keeps a number typed in full international form', () => {
    expect(composePhone({ country: 'RS', national: '+49 151 2345678' })).toBe('+491512345678');
    expect(composePhone({ country: 'RS', national: '0049 151 2345678' })).toBe('+491512345678');
  });

  it('leaves an empty number empty, so "required" is what the user is told', () => {
    expect(composePhone({ country: 'RS', national: '  ' })).toBe('');
  });

  it('splits a stored number back into prefix and national part', () => {
    expect(splitPhone('+381641234567')).toEqual({ country: 'RS', national: '641234567' });
    expect(splitPhone('+38267123456')).toEqual({ country: 'ME', national: '67123456' });
    expect(splitPhone('+4412345678')).toEqual({ country: 'RS', national: '+4412345678' });
  });
});
