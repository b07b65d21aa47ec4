/** HTTP of the stations contract (src/domain/stations/stations.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { stationOperations } from '@/domain/stations/stations.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import {
  addStation,
  deleteStation,
  renameStation,
  setStationSupplier,
  setStationUser,
} from './station-admin.service';
import { listStations } from './stations.service';

export const stationsRoutes: FastifyPluginAsync = operationRoutes(stationOperations, {
  list: (_input, http) => listStations(http.venueContext()),
  add: ({ params, body }, http) => addStation(http.context(), { venueId: params.venueId, name: body.name }),
  rename: ({ params, body }, http) =>
    renameStation(http.context(), { stationId: params.id, name: body.name }),
  remove: ({ params }, http) => deleteStation(http.context(), params.id),
  linkUser: ({ params }, http) =>
    setStationUser(http.context(), { userId: params.userId, stationId: params.departmentId, linked: true }),
  unlinkUser: ({ params }, http) =>
    setStationUser(http.context(), { userId: params.userId, stationId: params.departmentId, linked: false }),
  linkSupplier: ({ params }, http) =>
    setStationSupplier(http.context(), {
      supplierId: params.supplierId,
      stationId: params.departmentId,
      linked: true,
    }),
  unlinkSupplier: ({ params }, http) =>
    setStationSupplier(http.context(), {
      supplierId: params.supplierId,
      stationId: params.departmentId,
      linked: false,
    }),
});
