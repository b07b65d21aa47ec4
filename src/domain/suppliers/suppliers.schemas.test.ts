import { describe, expect, it } from 'vitest';
import {
  AddContactSchema,
  CreateSupplierSchema,
  PibSchema,
  RegistrationNumberSchema,
} from './suppliers.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('supplier schemas', () => {
  it('accepts a tax id of 9 to 13 characters, normalised, and treats empty as none (docs/PRODUCT.md#tax-id)', () => {
    expect(PibSchema.parse('123456789')).toBe('123456789');
    expect(PibSchema.parse('RS 101 134 702')).toBe('101134702');
    expect(PibSchema.parse(' 1234567890123 ')).toBe('1234567890123');
    expect(PibSchema.parse('')).toBeNull();
    expect(PibSchema.parse(undefined)).toBeNull();
    expect(PibSchema.parse(null)).toBeNull();
    expect(firstMessage(PibSchema.safeParse('12345678'))).toBe('common.pibConstraint');
    expect(firstMessage(PibSchema.safeParse('12345678901234'))).toBe('common.pibConstraint');
  });

  it('accepts a registration number of exactly 8 characters, or none', () => {
    expect(RegistrationNumberSchema.parse('20145873')).toBe('20145873');
    expect(RegistrationNumberSchema.parse('')).toBeNull();
    expect(firstMessage(RegistrationNumberSchema.safeParse('2014587'))).toBe('common.regNumberConstraint');
    expect(firstMessage(RegistrationNumberSchema.safeParse('201458731'))).toBe('common.regNumberConstraint');
  });

  it('requires a supplier name and defaults the station to none', () => {
    expect(CreateSupplierSchema.parse({ name: ' Mesara ' })).toEqual({
      name: 'Mesara',
      pib: null,
      isForeign: false,
      departmentId: null,
    });
    expect(firstMessage(CreateSupplierSchema.safeParse({ name: ' ' }))).toBe('common.requiredField');
  });

  it('takes a contact with a phone, an e-mail or both, and refuses neither (docs/PRODUCT.md#email)', () => {
    expect(AddContactSchema.parse({ name: 'Milan', phone: '+381 64 123-45-67' })).toEqual({
      name: 'Milan',
      phone: '+381641234567',
      email: '',
    });
    expect(AddContactSchema.parse({ name: 'Milan', phone: '(011) 377/0501' })).toMatchObject({
      phone: '0113770501',
    });
    expect(AddContactSchema.parse({ name: 'Milan', email: 'Milan@Mesara.test', phone: null })).toEqual({
      name: 'Milan',
      phone: '',
      email: 'milan@mesara.test',
    });
    expect(firstMessage(AddContactSchema.safeParse({ name: 'Milan' }))).toBe('common.requiredField');
    expect(firstMessage(AddContactSchema.safeParse({ name: 'Milan', phone: '064123', email: 'x@y' }))).toBe(
      'invalidEmailInput',
    );
    expect(firstMessage(AddContactSchema.safeParse({ name: 'Milan', phone: '+38164abc' }))).toBe(
      'invalidPhone',
    );
  });
});
