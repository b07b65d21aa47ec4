/** The super admin's API (SPEC §7 "Admin"): every operation is ROLE_SUPERADMIN only. */
import { defineOperation, SUPER_ADMINS } from '../shared/contract';
import { AdminVenueListSchema } from './schemas';

export const adminOperations = {
  venues: defineOperation({
    method: 'GET',
    path: '/admin/venues',
    summary: 'Every venue with its plan, people, stations and open/expected order counts',
    tag: 'admin',
    access: SUPER_ADMINS,
    response: AdminVenueListSchema,
  }),
};
