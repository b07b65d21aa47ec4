/**
 * GET /allVenueOrders/{venueId}/export: the archive's orders of a date range as an .xlsx file
 * (src/domain/orders/archive-export.ts). The same scope as the archive list (order-lists.service.ts listArchive):
 * the caller's venue, delivered orders, the stations the caller sees (or one of them), optionally one supplier.
 */
import type { Readable } from 'node:stream';
import { AppError } from '@/domain/errors';
import { exportFileName, exportRangeRefusal } from '@/domain/orders/archive-export';
import type { Language } from '@/domain/shared/enums';
import { findVisibleStations, requireVisibleStation } from '@/server/shared/station-visibility';
import type { OrderContext } from './order-locks';
import { findVenueCurrency, listExportLines, listExportOrders } from './archive-export.repository';
import { archiveWorkbook } from './archive-sheet';

export interface ArchiveExportCommand {
  venueId: number;
  from: string;
  to: string;
  stationId?: number | undefined;
  supplierId?: number | undefined;
  language: Language;
}

export async function exportArchive(
  ctx: OrderContext,
  command: ArchiveExportCommand,
): Promise<{ fileName: string; file: Readable }> {
  const { caller } = ctx;
  if (command.venueId !== caller.venueId) throw new AppError('not_found', 'Venue not found');
  const refusal = exportRangeRefusal(command.from, command.to);
  if (refusal) throw new AppError(refusal, 'The export covers at most 366 days, from before to');
  const stationIds =
    command.stationId === undefined
      ? (await findVisibleStations(ctx.db, caller)).map((station) => station.id)
      : [(await requireVisibleStation(ctx.db, caller, command.stationId)).id];
  const filter = {
    venueId: caller.venueId,
    stationIds,
    supplierId: command.supplierId,
    from: command.from,
    to: command.to,
  };
  const [orders, lines, currency] =
    stationIds.length === 0
      ? [[], [], await findVenueCurrency(ctx.db, caller.venueId)]
      : await Promise.all([
          listExportOrders(ctx.db, filter),
          listExportLines(ctx.db, filter),
          findVenueCurrency(ctx.db, caller.venueId),
        ]);
  return {
    fileName: exportFileName(command.language, command.from, command.to),
    file: archiveWorkbook({ language: command.language, currency: currency ?? '', orders, lines }),
  };
}
