import { describe, expect, it } from 'vitest';
import { mergeOrderLines, mergeWithinLimit } from './merge';

describe('merging a selection into an order (docs/PRODUCT.md#merge)', () => {
  it('adds the amounts of the same article exactly', () => {
    const merged = mergeOrderLines(
      [{ articleId: 1, amount: '2.5', note: '' }],
      [{ articleId: 1, amount: '0.7', note: '' }],
    );
    expect(merged).toEqual([{ articleId: 1, amount: '3.2', note: '' }]);
  });

  it('keeps existing lines first and appends new articles', () => {
    const merged = mergeOrderLines(
      [
        { articleId: 5, amount: '1', note: 'hladno' },
        { articleId: 2, amount: '4', note: '' },
      ],
      [
        { articleId: 9, amount: '3', note: 'novo' },
        { articleId: 5, amount: '2', note: '' },
      ],
    );
    expect(merged.map((line) => [line.articleId, line.amount, line.note])).toEqual([
      [5, '3', 'hladno'],
      [2, '4', ''],
      [9, '3', 'novo'],
    ]);
  });

  it('keeps both notes when they differ, once when they are the same', () => {
    expect(
      mergeOrderLines(
        [{ articleId: 1, amount: '1', note: 'bez kože' }],
        [{ articleId: 1, amount: '1', note: 'tanko' }],
      )[0]?.note,
    ).toBe('bez kože / tanko');
    expect(
      mergeOrderLines(
        [{ articleId: 1, amount: '1', note: 'tanko' }],
        [{ articleId: 1, amount: '1', note: ' tanko ' }],
      )[0]?.note,
    ).toBe('tanko');
  });

  it('sums an article repeated inside the new selection too', () => {
    const merged = mergeOrderLines(
      [],
      [
        { articleId: 3, amount: '0.1', note: '' },
        { articleId: 3, amount: '0.2', note: '' },
      ],
    );
    expect(merged).toEqual([{ articleId: 3, amount: '0.3', note: '' }]);
  });

  it('refuses a merge whose sum passes the largest amount, naming the article (docs/PRODUCT.md#amount-bounds)', () => {
    expect(
      mergeWithinLimit(
        [{ articleId: 4, amount: '60000', note: '' }],
        [{ articleId: 4, amount: '40000', note: '' }],
      ),
    ).toEqual({ ok: true, lines: [{ articleId: 4, amount: '100000', note: '' }] });
    expect(
      mergeWithinLimit(
        [
          { articleId: 2, amount: '1', note: '' },
          { articleId: 4, amount: '60000', note: '' },
        ],
        [{ articleId: 4, amount: '40000.001', note: '' }],
      ),
    ).toEqual({ ok: false, code: 'amountTooLarge', articleId: 4 });
  });

  it('refuses to carry an amount stored beyond the bound into a merged order', () => {
    expect(
      mergeWithinLimit(
        [{ articleId: 1, amount: '9999999999.999', note: '' }],
        [{ articleId: 2, amount: '1', note: '' }],
      ),
    ).toEqual({ ok: false, code: 'amountTooLarge', articleId: 1 });
  });
});
