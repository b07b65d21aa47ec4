import { describe, expect, it } from 'vitest';
import { IdParamSchema, IdSchema, MAX_DB_ID } from './ids';
import { MAX_PAGE, PageNumberSchema, pageSizeSchema } from './paging';

describe('ids in paths and query strings (docs/PRODUCT.md#ids-in-paths)', () => {
  it('read canonical decimal digits as the number they spell', () => {
    expect(IdParamSchema.parse('1')).toBe(1);
    expect(IdParamSchema.parse('1001')).toBe(1001);
    expect(IdParamSchema.parse(String(MAX_DB_ID))).toBe(MAX_DB_ID);
  });

  it('refuse every other spelling instead of reading it as some other row', () => {
    for (const text of [
      '+1',
      '-1',
      ' 1',
      '1 ',
      '0001',
      '01',
      '0',
      '1e3',
      '0x10',
      '1.0',
      '1,5',
      '١',
      '１',
      '',
    ]) {
      expect(IdParamSchema.safeParse(text).error?.issues[0]?.message, text).toBe('invalidInput');
    }
  });

  it('refuse numbers no id column can hold, 2^64 included', () => {
    for (const text of [String(MAX_DB_ID + 1), '9999999999', '18446744073709551616']) {
      expect(IdParamSchema.safeParse(text).success, text).toBe(false);
    }
  });

  it('in a JSON body are positive whole numbers within the column', () => {
    expect(IdSchema.parse(7)).toBe(7);
    for (const value of [0, -1, 1.5, MAX_DB_ID + 1, 2 ** 64, '7', null]) {
      expect(IdSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('page numbers and sizes', () => {
  it('follow the same canonical digits, within their bounds', () => {
    expect(PageNumberSchema.parse('3')).toBe(3);
    expect(PageNumberSchema.safeParse(String(MAX_PAGE + 1)).success).toBe(false);
    expect(PageNumberSchema.safeParse('1e3').success).toBe(false);
    expect(pageSizeSchema(100).parse('100')).toBe(100);
    expect(pageSizeSchema(100).safeParse('101').success).toBe(false);
    expect(pageSizeSchema(100).safeParse('010').success).toBe(false);
  });
});
