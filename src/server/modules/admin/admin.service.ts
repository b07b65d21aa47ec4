/** Super admin use cases (SPEC §2 /admin/restaurants, §6 ROLE_SUPERADMIN). */
import type { AdminVenue } from '../../../domain/admin/schemas';
import type { ModuleDeps } from '../../types';
import { listVenuesWithStats } from './admin.repository';

export function listVenues(deps: Pick<ModuleDeps, 'db'>): Promise<AdminVenue[]> {
  return listVenuesWithStats(deps.db);
}
