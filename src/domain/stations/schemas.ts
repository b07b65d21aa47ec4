/** Stations (departments) as the dashboard shows them (SPEC §2 dashboard, §3 Station, §7 GET /venue/getDepartments). */
import { z } from 'zod';

const IdName = z.object({ id: z.number().int(), name: z.string() });

export const DepartmentOverviewSchema = z.object({
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
export type DepartmentOverview = z.infer<typeof DepartmentOverviewSchema>;

export const DepartmentOverviewListSchema = z.array(DepartmentOverviewSchema);
