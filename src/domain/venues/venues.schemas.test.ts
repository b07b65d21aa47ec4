import { describe, expect, it } from 'vitest';
import { OnboardingArticleCreateSchema, OnboardingSupplierAddSchema } from './onboarding.schemas';
import { CopyFromSchema, missingCopyParts, VenueAddSchema, VenuePibSchema } from './venues.schemas';

const codeOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('VenuePibSchema (a valid PIB, decision 0019)', () => {
  it('takes a valid PIB, trimmed, without an RS prefix', () => {
    expect(VenuePibSchema.parse(' 101134702 ')).toBe('101134702');
    expect(VenuePibSchema.parse('RS101134702')).toBe('101134702');
  });
  it('refuses shorter, longer, non-digit tax ids or a wrong check digit with common.pibConstraint', () => {
    for (const pib of ['12345678', '12345678901234', '12345678a', '123456789', '1234567890123']) {
      expect(codeOf(VenuePibSchema.safeParse(pib))).toBe('common.pibConstraint');
    }
  });
});

describe('VenueAddSchema', () => {
  const valid = {
    bussiness_name: 'Firma DOO',
    pib: '101134702',
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
  it('needs at least one category (mandatory, multiple: docs/PRODUCT.md#venue-registration)', () => {
    expect(codeOf(VenueAddSchema.safeParse({ ...valid, venueCategories: [] }))).toBe('common.requiredField');
  });
  it('needs every text field', () => {
    expect(codeOf(VenueAddSchema.safeParse({ ...valid, name: '  ' }))).toBe('common.requiredField');
  });
});

describe('onboarding schemas', () => {
  it('lets a supplier go without a tax id, but a given one must be 9 to 13 characters', () => {
    expect(OnboardingSupplierAddSchema.parse({ name: 'Pekara' })).toEqual({
      name: 'Pekara',
      pib: null,
      isForeign: false,
    });
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

describe('copying a setup (decision 0038)', () => {
  it('names the parts a choice lacks: articles need suppliers; par levels and favorites need all three', () => {
    expect(missingCopyParts(['stations', 'suppliers', 'articles', 'parLevels', 'favorites'])).toEqual([]);
    expect(missingCopyParts(['stations'])).toEqual([]);
    expect(missingCopyParts(['articles'])).toEqual(['suppliers']);
    expect(missingCopyParts(['favorites'])).toEqual(['stations', 'suppliers', 'articles']);
  });
  it('refuses an incomplete choice or none with a catalogue code', () => {
    expect(codeOf(CopyFromSchema.safeParse({ venueId: 1, parts: ['stations', 'parLevels'] }))).toBe(
      'invalidInput',
    );
    expect(codeOf(CopyFromSchema.safeParse({ venueId: 1, parts: [] }))).toBe('common.requiredField');
    expect(CopyFromSchema.safeParse({ venueId: 1, parts: ['stations', 'suppliers'] }).success).toBe(true);
  });
});
