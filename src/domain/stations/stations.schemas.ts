/**
 * Stations (departments) as the dashboard shows them (dashboard, Station, GET /venue/getDepartments:
 * docs/PRODUCT.md#dashboard, #data-station, #api-stations).
 */
import { z } from 'zod';
import { NameSchema } from '@/domain/auth/auth.schemas';

const IdName = z.object({ id: z.number().int(), name: z.string() });

export const StationOverviewSchema = z.object({
  department: z.object({ id: z.number().int(), name: z.string(), isWarehouse: z.boolean() }),
  /** People linked to the station. */
  users: z.array(IdName),
  /** Suppliers the station orders from. */
  suppliers: z.array(IdName.extend({ isMarket: z.boolean() })),
  /** Drafts (OPEN). */
  numberOfOpenOrders: z.number().int(),
  /** Sent and awaited (IN_PROGRESS and INCOMPLETE). */
  numberOfExpectedOrders: z.number().int(),
});
export type StationOverview = z.infer<typeof StationOverviewSchema>;

export const StationOverviewListSchema = z.array(StationOverviewSchema);

/**
 * A station's name (docs/PRODUCT.md#unique-names: required, unique in the venue case-insensitively,
 * errors.sameStations).
 */
export const StationNameSchema = z.object({ name: NameSchema });
export type StationNameInput = z.input<typeof StationNameSchema>;

export const StationCreatedSchema = z.object({ id: z.number().int() });

export const StationSchema = z.object({ id: z.number().int(), name: z.string() });
export type Station = z.infer<typeof StationSchema>;

/** The answer of the link operations: the pair and whether it is linked now. */
export const StationUserLinkSchema = z.object({
  departmentId: z.number().int(),
  userId: z.number().int(),
  linked: z.boolean(),
});
export const StationSupplierLinkSchema = z.object({
  departmentId: z.number().int(),
  supplierId: z.number().int(),
  linked: z.boolean(),
});
