import { describe, expect, it } from 'vitest';
import { checkImportRows, parseUnit } from './article-import';

const row = (number: number, cells: string[]) => ({ row: number, cells });

describe('article import rows', () => {
  it('reads good rows: trimmed text, units without case, decimal commas, defaults', () => {
    const check = checkImportRows([
      row(2, [' Mleko 1 l ', 'Mleko', 'Mlečni', 'litar', '129,90', 'Hladno']),
      row(3, ['Jaja', '', 'Jaja', '', '', '']),
      row(4, ['', '', '', '', '', '']),
    ]);
    expect(check.errors).toEqual({});
    expect(check.articles).toEqual([
      {
        row: 2,
        name: 'Mleko 1 l',
        storeName: 'Mleko',
        category: 'Mlečni',
        unit: 'Litar',
        price: '129.90',
        note: 'Hladno',
      },
      { row: 3, name: 'Jaja', storeName: '', category: 'Jaja', unit: 'KOM', price: null, note: '' },
    ]);
  });

  it('reports every problem by row and column: missing name, unknown unit, bad price, duplicate in file', () => {
    const check = checkImportRows([
      row(2, ['', 'x', 'Meso', 'KG', '10', '']),
      row(3, ['Vrat', '', 'Meso', 'komad', '10', '']),
      row(4, ['Kare', '', 'Meso', 'KG', '-5', '']),
      row(5, ['Kare', '', '', 'KG', '1.234', '']),
      row(6, ['Rebra', '', 'Meso', 'KG', 'abc', '']),
    ]);
    expect(check.errors).toEqual({
      '2.name': 'common.requiredField',
      '3.unit': 'invalidInput',
      '4.price': 'invalidInput',
      '5.name': 'duplicateArticle',
      '5.category': 'common.requiredField',
      '5.price': 'invalidInput',
      '6.price': 'invalidInput',
    });
  });

  it('matches the units (docs/PRODUCT.md#units)', () => {
    expect(parseUnit('G')).toBe('g');
    expect(parseUnit('#')).toBe('#');
    expect(parseUnit('kom')).toBe('KOM');
    expect(parseUnit('pcs')).toBeUndefined();
  });
});

describe('article import prices', () => {
  it('reads a price as a Serbian user types it', () => {
    const check = checkImportRows(
      ['1.250,50', '1250,50', '1250.50'].map((price, index) =>
        row(index + 2, [`Vrat ${index}`, '', 'Meso', 'KG', price, '']),
      ),
    );
    expect(check.errors).toEqual({});
    expect(check.articles.map((article) => Number(article.price))).toEqual([1250.5, 1250.5, 1250.5]);
  });
});
