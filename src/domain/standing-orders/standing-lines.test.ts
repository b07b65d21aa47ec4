import { describe, expect, it } from 'vitest';
import { addStandingLine, checkStandingLines } from './standing-lines';

describe('checkStandingLines', () => {
  it('sends amounts typed with a comma or a dot in the wire form', () => {
    expect(
      checkStandingLines([
        { articleId: 1, amount: '2,5' },
        { articleId: 2, amount: ' 3.000 ' },
        { articleId: 3, amount: '0,1' },
      ]),
    ).toEqual({
      ok: true,
      lines: [
        { articleId: 1, amount: '2.5' },
        { articleId: 2, amount: '3' },
        { articleId: 3, amount: '0.1' },
      ],
    });
  });

  it('refuses no lines at all', () => {
    expect(checkStandingLines([])).toEqual({ ok: false, problem: 'emptyOrder' });
  });

  it('names the first line whose amount is not one a user may order', () => {
    for (const amount of ['0', '0,05', '', '2,', '-1', 'abc']) {
      expect(
        checkStandingLines([
          { articleId: 1, amount: '1' },
          { articleId: 7, amount },
        ]),
        amount,
      ).toEqual({ ok: false, problem: 'invalidAmount', articleId: 7 });
    }
    expect(checkStandingLines([{ articleId: 4, amount: '100001' }])).toEqual({
      ok: false,
      problem: 'amountTooLarge',
      articleId: 4,
    });
  });
});

describe('addStandingLine', () => {
  it('adds an article at the end, once', () => {
    const lines = [{ articleId: 1, amount: '2' }];
    expect(addStandingLine(lines, { articleId: 2, amount: '1' })).toEqual([
      { articleId: 1, amount: '2' },
      { articleId: 2, amount: '1' },
    ]);
    expect(addStandingLine(lines, { articleId: 1, amount: '1' })).toEqual(lines);
  });
});
