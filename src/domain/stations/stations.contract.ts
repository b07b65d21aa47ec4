/**
 * The stations API (docs/PRODUCT.md#api-stations): the dashboard's stations, and their administration by a venue admin
 * on their own venue or the super admin on any venue (create, rename, delete, who works there, whom it orders from).
 */
import { z } from 'zod';
import { ADMINS, defineOperation, VENUE_MEMBERS } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';
import {
  StationOverviewListSchema,
  StationCreatedSchema,
  StationNameSchema,
  StationSchema,
  StationSupplierLinkSchema,
  StationUserLinkSchema,
} from './stations.schemas';

const tag = 'stations';
const UserStationParams = z.object({ userId: IdParamSchema, departmentId: IdParamSchema });
const StationSupplierParams = z.object({ departmentId: IdParamSchema, supplierId: IdParamSchema });

export const stationOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/venue/getDepartments',
    summary: "The caller's stations with their people, suppliers and open/expected order counts",
    tag,
    access: VENUE_MEMBERS,
    response: StationOverviewListSchema,
  }),
  add: defineOperation({
    method: 'POST',
    path: '/admin/venue/:venueId/addStation',
    summary: 'Create a station in the venue, within the plan’s station limit',
    tag,
    access: ADMINS,
    params: z.object({ venueId: IdParamSchema }),
    body: StationNameSchema,
    response: StationCreatedSchema,
    status: 201,
    // 403 maximumStationLimitReached (docs/PRODUCT.md#station-limit), 404 another venue, 409 sameStations or no
    // subscription.
    refusals: [404, 409],
  }),
  rename: defineOperation({
    method: 'POST',
    path: '/venue/department/:id',
    summary: 'Rename a station',
    tag,
    access: ADMINS,
    params: z.object({ id: IdParamSchema }),
    body: StationNameSchema,
    response: StationSchema,
    refusals: [404, 409],
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/venue/department/:id',
    summary: 'Delete a station without drafts or expected orders; its past orders stay in history',
    tag,
    access: ADMINS,
    params: z.object({ id: IdParamSchema }),
    response: z.object({ deleted: z.literal(true) }),
    refusals: [404, 409],
  }),
  linkUser: defineOperation({
    method: 'POST',
    path: '/admin/linkDepartment/:userId/:departmentId',
    summary: 'Let a person of the venue work at a station',
    tag,
    access: ADMINS,
    params: UserStationParams,
    response: StationUserLinkSchema,
    refusals: [404],
  }),
  unlinkUser: defineOperation({
    method: 'POST',
    path: '/admin/unlinkDepartment/:userId/:departmentId',
    summary: 'Take a person off a station',
    tag,
    access: ADMINS,
    params: UserStationParams,
    response: StationUserLinkSchema,
    refusals: [404],
  }),
  linkSupplier: defineOperation({
    method: 'POST',
    path: '/admin/linkDepartmentAndSupplier/:departmentId/:supplierId',
    summary: 'Let a station order from one of the venue’s suppliers',
    tag,
    access: ADMINS,
    params: StationSupplierParams,
    response: StationSupplierLinkSchema,
    refusals: [404],
  }),
  unlinkSupplier: defineOperation({
    method: 'POST',
    path: '/admin/unlinkDepartmentAndSupplier/:departmentId/:supplierId',
    summary: 'Stop a station ordering from a supplier (its orders stay)',
    tag,
    access: ADMINS,
    params: StationSupplierParams,
    response: StationSupplierLinkSchema,
    refusals: [404],
  }),
};
