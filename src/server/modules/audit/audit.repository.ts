/**
 * The audit trail (docs/PRODUCT.md#audit): one row per admin or super-admin change, written with the executor of the
 * change's own transaction so a change and its record commit or roll back together.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEvent } from '@/domain/audit/audit.schemas';
import type { Executor } from '@/server/db/client';
import { auditEvents, users } from '@/server/db/schema';

export interface AuditRecord {
  /** Null only for a change of the shared catalogue, which names its supplier instead. */
  venueId: number | null;
  supplierId?: number | null;
  actorId: number | null;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
}

export async function recordAudit(executor: Executor, record: AuditRecord): Promise<void> {
  await executor.insert(auditEvents).values({
    venueId: record.venueId,
    supplierId: record.supplierId ?? null,
    actorId: record.actorId,
    action: record.action,
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: record.at,
  });
}

/** One page of the venue's history, newest first (audit_events_venue_time_idx). */
export async function listVenueAudit(
  executor: Executor,
  venueId: number,
  page: number,
  pageSize: number,
): Promise<{ events: AuditEvent[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    executor
      .select({
        id: auditEvents.id,
        action: auditEvents.action,
        actorName: users.name,
        createdAt: auditEvents.createdAt,
        before: auditEvents.before,
        after: auditEvents.after,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(eq(auditEvents.venueId, venueId))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    executor
      .select({ total: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.venueId, venueId))),
  ]);
  return {
    events: rows.map((row) => ({
      ...row,
      action: row.action as AuditAction,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
  };
}
