import { describe, expect, it } from 'vitest';
import { AdminVenueQuerySchema, foldSearchText, searchDigits } from './venue-search';

describe('the restaurants search text', () => {
  it('folds case and Serbian Latin accents, đ to dj', () => {
    expect(foldSearchText('Ćevapdžinica ŽELJO')).toBe('cevapdzinica zeljo');
    expect(foldSearchText('Đurđevak')).toBe('djurdjevak');
    expect(foldSearchText('Šank č')).toBe('sank c');
  });

  it('takes the digits of a tax id search', () => {
    expect(searchDigits('101-234 5')).toBe('1012345');
    expect(searchDigits('bistro')).toBe('');
    expect(searchDigits('rostilj 3')).toBe('');
  });

  it('pages from 1 and trims the search; bad input is refused', () => {
    expect(AdminVenueQuerySchema.parse({})).toEqual({ page: 1, search: '' });
    expect(AdminVenueQuerySchema.parse({ page: '3', search: '  kafana ' })).toEqual({
      page: 3,
      search: 'kafana',
    });
    expect(AdminVenueQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(AdminVenueQuerySchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });
});
