/**
 * The unit a new article of a supplier starts with (docs/PRODUCT.md#article-form): the unit last chosen for that
 * supplier, else the one most of its articles use (a butcher's are KG), else KOM. Ties go to the unit that reached the count first.
 */
import { UNITS, type Unit } from '@/domain/shared/enums';
import { DEFAULT_UNIT } from './articles.schemas';

const isUnit = (unit: string | null | undefined): unit is Unit => UNITS.some((known) => known === unit);

export function preferredUnit(existingUnits: readonly string[], lastChosen?: string | null): Unit {
  if (isUnit(lastChosen)) return lastChosen;
  const counts = new Map<Unit, number>();
  let best: Unit | undefined;
  for (const unit of existingUnits) {
    if (!isUnit(unit)) continue;
    const count = (counts.get(unit) ?? 0) + 1;
    counts.set(unit, count);
    if (best === undefined || count > counts.get(best)!) best = unit;
  }
  return best ?? DEFAULT_UNIT;
}
