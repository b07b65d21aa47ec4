/** Tax ids for tests: a random valid PIB (shared/pib.ts), different on every call. */
import { randomInt } from 'node:crypto';
import { pibCheckDigit } from '@/domain/shared/pib';

export function randomPib(): string {
  const firstEight = String(randomInt(10_000_000, 99_999_999));
  return `${firstEight}${pibCheckDigit(firstEight)}`;
}
