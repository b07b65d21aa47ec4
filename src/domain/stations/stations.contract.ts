/** The stations API (SPEC §7 "Venue" GET /venue/getDepartments): the dashboard's station picker and cards. */
import { defineOperation, VENUE_MEMBERS } from '../shared/contract';
import { DepartmentOverviewListSchema } from './schemas';

export const stationOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/venue/getDepartments',
    summary: "The caller's stations with their people, suppliers and open/expected order counts",
    tag: 'stations',
    access: VENUE_MEMBERS,
    response: DepartmentOverviewListSchema,
  }),
};
