/** The venue's audit trail as the detail page reads it (docs/PRODUCT.md#audit: who, when, what, before and after). */
import { z } from 'zod';
import { PageNumberSchema } from '@/domain/shared/paging';

/** What was changed; the web translates each. */
export const AUDIT_ACTIONS = [
  'subscription.set',
  'venue.update',
  'venue.toggle',
  'venue.supplier.link',
  'venue.supplier.unlink',
  'station.create',
  'station.delete',
  'station.deactivate',
  'station.reactivate',
  'user.disable',
  'user.notifications',
  'user.canSendOrders',
  'user.orderLimit',
  'user.removeAdmin',
  'user.makeAdmin',
  'user.verify',
  'user.approve',
  'user.join',
  'user.remove',
  'user.leave',
  'supplier.upload',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** A page of the audit trail holds this many events. */
export const AUDIT_PAGE_SIZE = 10;

export const AuditEventSchema = z.object({
  id: z.number().int(),
  action: AuditActionSchema,
  /** Null once the person was deleted. */
  actorName: z.string().nullable(),
  createdAt: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditPageSchema = z.object({
  events: z.array(AuditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const AuditQuerySchema = z.object({ page: PageNumberSchema.default(1) });
