/** HTTP of the stations contract (src/domain/stations/stations.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { stationOperations } from '../../../domain/stations/stations.contract';
import { operationRoutes } from '../../http/operation-routes';
import { listDepartments } from './stations.service';

export const stationsRoutes: FastifyPluginAsync = operationRoutes(stationOperations, {
  list: (_input, http) => listDepartments(http.venueContext()),
});
