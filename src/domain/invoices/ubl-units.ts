/**
 * UN/ECE Recommendation 20/21 unit codes of e-invoice lines (cbc:InvoicedQuantity/@unitCode) as Nabavka's units
 * (shared/enums.ts UNITS): kilograms, grams, litres and pieces; every other code (boxes, packs, metres…) is the
 * package unit '#', the one Nabavka already uses for "whatever the supplier counts in".
 */
import type { Unit } from '@/domain/shared/enums';

const UNECE_UNITS: Readonly<Record<string, Unit>> = {
  KGM: 'KG',
  GRM: 'g',
  LTR: 'Litar',
  // Piece: H87 (piece), C62 (one, the EN 16931 default), PCE and EA (older codes some programs still write).
  H87: 'KOM',
  C62: 'KOM',
  PCE: 'KOM',
  EA: 'KOM',
};

/** Our unit of a UN/ECE code (any case, surrounding spaces ignored); '#' for every code we do not count in. */
export function unitOfUneceCode(code: string | null | undefined): Unit {
  if (!code) return '#';
  return UNECE_UNITS[code.trim().toUpperCase()] ?? '#';
}
