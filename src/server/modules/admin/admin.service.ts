/** Super admin use cases (SPEC §2 /admin/restaurants, §6 ROLE_SUPERADMIN). */
import type { AdminVenue } from '../../../domain/admin/schemas';
import type { Principal } from '../../plugins/auth';
import type { ServiceContext } from '../../types';
import { listVenuesWithStats } from './admin.repository';

/** Every venue; the operation is the super admin's only (admin.contract.ts), so no venue scope applies. */
export function listVenues(ctx: ServiceContext<'db', Principal>): Promise<AdminVenue[]> {
  return listVenuesWithStats(ctx.db);
}
