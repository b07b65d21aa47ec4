/**
 * A group's report (several venues): spend per venue, per supplier and per category across them, cached under every
 * included venue's report stamp (report-cache.ts, docs/decisions/0009-report-speed.md). Which venues are included is
 * the caller's decision (only the venues an owner administers: the groups module); this only counts them.
 */
import type { Database } from '@/server/db/client';
import { cachedReport } from './report-cache';
import {
  findGroupStamp,
  findSpendPerCategory,
  findSpendPerSupplier,
  findSpendPerVenue,
  type GroupRange,
  type GroupShareRow,
  type VenueSpendRow,
} from './group-reports.repository';

export interface GroupReportFigures {
  venues: VenueSpendRow[];
  suppliers: GroupShareRow[];
  categories: GroupShareRow[];
}

/** The group's figures over the range; the venue set (sorted) and the range are the cache key. */
export function groupReportFigures(db: Database, range: GroupRange): Promise<GroupReportFigures> {
  const sorted = { ...range, venueIds: [...range.venueIds].sort((a, b) => a - b) };
  return cachedReport(
    db,
    JSON.stringify(['group', sorted.venueIds, sorted.fromDate, sorted.toDate]),
    () => findGroupStamp(db, sorted),
    async () => {
      const [venues, suppliers, categories] = await Promise.all([
        findSpendPerVenue(db, sorted),
        findSpendPerSupplier(db, sorted),
        findSpendPerCategory(db, sorted),
      ]);
      return { venues, suppliers, categories };
    },
    (figures) => figures.venues.length + figures.suppliers.length + figures.categories.length,
  );
}
