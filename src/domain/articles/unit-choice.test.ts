import { describe, expect, it } from 'vitest';
import { preferredUnit } from './unit-choice';

describe('preferredUnit', () => {
  it('starts with KOM when the supplier has no articles and nothing was chosen', () => {
    expect(preferredUnit([])).toBe('KOM');
  });

  it("takes the unit most of the supplier's articles use", () => {
    expect(preferredUnit(['KG', 'KOM', 'KG', 'g'])).toBe('KG');
    expect(preferredUnit(['Litar', 'Litar', 'KOM'])).toBe('Litar');
  });

  it('breaks a tie by the unit that reached the count first', () => {
    expect(preferredUnit(['g', 'KG', 'g', 'KG'])).toBe('g');
  });

  it('prefers the unit last chosen for the supplier', () => {
    expect(preferredUnit(['KG', 'KG'], 'KOM')).toBe('KOM');
    expect(preferredUnit([], 'KG')).toBe('KG');
  });

  it('ignores what is not a unit', () => {
    expect(preferredUnit(['kilo', 'KG'], 'pcs')).toBe('KG');
    expect(preferredUnit(['kilo'], null)).toBe('KOM');
  });
});
