/**
 * Group reports (docs/decisions/0037-venue-memberships.md): the reports module counts, this decides which venues:
 * only those the caller administers (a venue where the owner is staff is never included).
 */
import type { GroupReport } from '@/domain/groups/group-reports.schemas';
import type { Principal } from '@/server/plugins/auth';
import { groupReportFigures } from '@/server/modules/reports/reports.public';
import type { ServiceContext } from '@/server/types';
import { requireOwnedVenueIds } from './group-overview.service';

/** GET /analytics/group. */
export async function groupReport(
  ctx: ServiceContext<'db', Principal>,
  input: { fromDate: string; toDate: string },
): Promise<GroupReport> {
  const venueIds = await requireOwnedVenueIds(ctx.db, ctx.caller);
  return groupReportFigures(ctx.db, { venueIds, fromDate: input.fromDate, toDate: input.toDate });
}
