import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('date display (docs/PRODUCT.md#formats)', () => {
  it('shows calendar dates as DD.MM.YYYY', () => {
    expect(formatDate('2023-01-01')).toBe('01.01.2023');
    expect(formatDate(new Date(2024, 11, 31))).toBe('31.12.2024');
  });

  it('shows moments as DD.MM.YYYY HH:mm', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 7, 9))).toBe('05.03.2024 07:09');
  });

  it('shows nothing for something that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
