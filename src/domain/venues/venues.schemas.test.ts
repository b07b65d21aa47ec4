import { describe, expect, it } from 'vitest';
import { OnboardingArticleCreateSchema, OnboardingSupplierAddSchema } from './onboarding.schemas';
import { VenueAddSchema, VenuePibSchema } from './venues.schemas';

const codeOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('VenuePibSchema (SPEC §5: 9 to 13 characters)', () => {
  it('takes 9 to 13 digits, trimmed', () => {
    expect(VenuePibSchema.parse(' 123456789 ')).toBe('123456789');
    expect(VenuePibSchema.parse('1234567890123')).toBe('1234567890123');
  });
  it('refuses shorter, longer or non-digit tax ids with common.pibConstraint', () => {
    for (const pib of ['12345678', '12345678901234', '12345678a']) {
      expect(codeOf(VenuePibSchema.safeParse(pib))).toBe('common.pibConstraint');
    }
  });
});

describe('VenueAddSchema', () => {
  const valid = {
    bussiness_name: 'Firma DOO',
    pib: '123456789',
    name: 'Objekat',
    address: 'Ulica 1',
    phoneNumber: '+381 64 123-4567',
    email: 'Info@Objekat.rs',
    venueCategories: [1, 3],
  };
  it('normalises the phone and e-mail and defaults the suppliers text', () => {
    expect(VenueAddSchema.parse(valid)).toMatchObject({
      phoneNumber: '+381641234567',
      email: 'info@objekat.rs',
      supplersWorkingWith: '',
    });
  });
  it('needs at least one category (SPEC §5 mandatory, multiple)', () => {
    expect(codeOf(VenueAddSchema.safeParse({ ...valid, venueCategories: [] }))).toBe('common.requiredField');
  });
  it('needs every text field', () => {
    expect(codeOf(VenueAddSchema.safeParse({ ...valid, name: '  ' }))).toBe('common.requiredField');
  });
});

describe('onboarding schemas', () => {
  it('lets a supplier go without a tax id, but a given one must be 9 to 13 characters', () => {
    expect(OnboardingSupplierAddSchema.parse({ name: 'Pekara' })).toEqual({ name: 'Pekara', pib: null });
    expect(codeOf(OnboardingSupplierAddSchema.safeParse({ name: 'Pekara', pib: '123' }))).toBe(
      'common.pibConstraint',
    );
  });
  it('needs an article category from the list (an id)', () => {
    expect(OnboardingArticleCreateSchema.safeParse({ supplierId: 1, articleName: 'Hleb' }).success).toBe(
      false,
    );
  });
});
