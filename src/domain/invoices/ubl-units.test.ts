import { describe, expect, it } from 'vitest';
import { unitOfUneceCode } from './ubl-units';

describe('UN/ECE unit codes of e-invoice lines', () => {
  it('maps kilograms, grams, litres and pieces to our units', () => {
    expect(unitOfUneceCode('KGM')).toBe('KG');
    expect(unitOfUneceCode('GRM')).toBe('g');
    expect(unitOfUneceCode('LTR')).toBe('Litar');
    for (const code of ['H87', 'C62', 'PCE', 'EA', ' h87 ']) expect(unitOfUneceCode(code), code).toBe('KOM');
  });

  it('takes every other code, or none, as a package', () => {
    for (const code of ['XBX', 'MTR', 'PK', '', null, undefined]) expect(unitOfUneceCode(code)).toBe('#');
  });
});
