import { describe, expect, it } from 'vitest';
import { formatOrderNumber, stationCode } from './order-number';

describe('order numbers', () => {
  it('start with an upper-case code from the station name, Serbian letters transliterated', () => {
    expect(stationCode('Kuhinja 2')).toBe('KUH');
    expect(stationCode('Šank bar')).toBe('SAN');
    expect(stationCode('đak')).toBe('DJA');
    expect(stationCode('Ćevapi bar')).toBe('CEV');
    expect(stationCode('ŽIČARA')).toBe('ZIC');
    expect(stationCode('Đuveč')).toBe('DJU');
  });

  it('keep only ASCII letters and digits of the decomposed name', () => {
    expect(stationCode('Crème brûlée')).toBe('CRE');
    expect(stationCode('Кухиња 2')).toBe('2');
    expect(stationCode(' 1. sprat')).toBe('1SP');
  });

  it('fall back to ORD when the name has no letters or digits', () => {
    expect(stationCode('***')).toBe('ORD');
  });

  it('carry the venue sequence padded to four digits', () => {
    expect(formatOrderNumber('Kuhinja 2', 42)).toBe('KUH-0042');
    expect(formatOrderNumber('Magacin pića', 12345)).toBe('MAG-12345');
  });
});
