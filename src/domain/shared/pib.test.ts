import { describe, expect, it } from 'vitest';
import { AppError } from '@/domain/errors';
import { CreateSupplierSchema, withPibRule } from '@/domain/suppliers/suppliers.schemas';
import { EditSupplierSchema, editSupplierSchemaKeeping } from '@/domain/suppliers/supplier-admin.schemas';
import {
  assertPibAcceptable,
  isValidPib,
  normalizePib,
  pibCheckDigit,
  pibProblem,
  storedPibValid,
  ValidPibSchema,
} from './pib';

const codeOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.success ? null : result.error!.issues[0]!.message);

describe('the PIB check digit (ISO 7064 MOD 11,10)', () => {
  it('computes the published example: 10113470 -> 2', () => {
    expect(pibCheckDigit('10113470')).toBe(2);
    expect(isValidPib('101134702')).toBe(true);
  });

  it('accepts the demo suppliers and venues', () => {
    for (const pib of ['104512378', '106882149', '102930479', '100000016', '100000024', '100000032']) {
      expect(isValidPib(pib), pib).toBe(true);
    }
  });

  it('refuses every other last digit', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidPib(`10113470${digit}`)).toBe(digit === 2);
    }
  });

  it('refuses anything but nine digits', () => {
    for (const pib of ['10113470', '1011347021', '10113470a', '', 'RS101134702', '10113 4702']) {
      expect(isValidPib(pib), pib).toBe(false);
    }
  });

  it('is not the weighted mod-11 rule some sources document (it gives another digit for 10113470)', () => {
    const weights = [8, 7, 6, 5, 4, 3, 2, 1];
    const weighted =
      (11 - ([...'10113470'].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0) % 11)) % 10;
    expect(weighted).not.toBe(2);
    expect(isValidPib(`10113470${weighted}`)).toBe(false);
  });
});

describe('typed PIBs', () => {
  it('drops an RS prefix in any case, and spaces, dots, dashes and slashes', () => {
    expect(normalizePib('RS101134702')).toBe('101134702');
    expect(normalizePib('rs 101 134 702')).toBe('101134702');
    expect(normalizePib(' 101-134.702 ')).toBe('101134702');
    expect(normalizePib('101/134/702')).toBe('101134702');
  });

  it('ValidPibSchema answers the nine digits, or common.pibConstraint for a wrong check digit', () => {
    expect(ValidPibSchema.parse('RS 101 134 702')).toBe('101134702');
    expect(codeOf(ValidPibSchema.safeParse('101134703'))).toBe('common.pibConstraint');
    expect(codeOf(ValidPibSchema.safeParse('12345678'))).toBe('common.pibConstraint');
    expect(codeOf(ValidPibSchema.safeParse('DE123456789'))).toBe('common.pibConstraint');
    expect(codeOf(ValidPibSchema.safeParse('  '))).toBe('common.requiredField');
    expect(codeOf(ValidPibSchema.safeParse('1'.repeat(41)))).toBe('common.pibConstraint');
  });
});

describe('a supplier from another country', () => {
  it('keeps 9 to 13 characters and no check digit', () => {
    expect(pibProblem('DE123456789', { isForeign: true })).toBeNull();
    expect(pibProblem('123456789', { isForeign: true })).toBeNull();
    expect(pibProblem('12345678', { isForeign: true })).toBe('common.pibConstraint');
    expect(pibProblem('DE1234567890123', { isForeign: true })).toBe('common.pibConstraint');
    expect(pibProblem('DE123456789')).toBe('common.pibConstraint');
  });

  it('is a flag of the supplier forms: set, the tax id skips the PIB rule', () => {
    expect(CreateSupplierSchema.parse({ name: 'Lieferant', pib: 'DE 123 456 789', isForeign: true })).toEqual(
      {
        name: 'Lieferant',
        pib: 'DE123456789',
        isForeign: true,
        departmentId: null,
      },
    );
    const refused = CreateSupplierSchema.safeParse({ name: 'Lieferant', pib: 'DE123456789' });
    expect(codeOf(refused)).toBe('common.pibConstraint');
    expect(refused.error!.issues[0]!.path).toEqual(['pib']);
  });
});

describe('tax ids stored before the rule', () => {
  it('are flagged, not refused, when read', () => {
    expect(storedPibValid('123456789')).toBe(false);
    expect(storedPibValid('101134702')).toBe(true);
    expect(storedPibValid(null)).toBe(true);
    expect(storedPibValid('123456789', true)).toBe(true);
  });

  it('may stay as they are on an edit, but a changed one must be valid', () => {
    const stored = { pib: '123456789', isForeign: false };
    const form = editSupplierSchemaKeeping(stored);
    expect(form.safeParse({ name: 'Mesara', pib: '123456789' }).success).toBe(true);
    expect(codeOf(form.safeParse({ name: 'Mesara', pib: '123456780' }))).toBe('common.pibConstraint');
    expect(form.safeParse({ name: 'Mesara', pib: '101134702' }).success).toBe(true);
    // A new catalogue supplier has nothing stored.
    expect(codeOf(editSupplierSchemaKeeping(null).safeParse({ name: 'X', pib: '123456789' }))).toBe(
      'common.pibConstraint',
    );
  });

  it('keeps the foreign flag of the stored supplier when the edit leaves it out', () => {
    const data = EditSupplierSchema.parse({ name: 'Lieferant', pib: 'DE999999999' });
    expect(data.isForeign).toBeUndefined();
    const foreign = withPibRule(EditSupplierSchema, { pib: 'DE123456789', isForeign: true });
    expect(foreign.safeParse({ name: 'Lieferant', pib: 'DE999999999' }).success).toBe(true);
    expect(codeOf(foreign.safeParse({ name: 'Lieferant', pib: 'DE999999999', isForeign: false }))).toBe(
      'common.pibConstraint',
    );
  });

  it('the services refuse with 400 common.pibConstraint on the field pib', () => {
    expect(() => assertPibAcceptable('123456789', { unchangedFrom: '123456789' })).not.toThrow();
    expect(() => assertPibAcceptable(null)).not.toThrow();
    try {
      assertPibAcceptable('123456789', { unchangedFrom: '101134702' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'common.pibConstraint',
        status: 400,
        fields: { pib: 'common.pibConstraint' },
      });
    }
  });
});
