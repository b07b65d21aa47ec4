/** The health check (GET /api/health): 200 only when the database answers, 503 saying what is down otherwise. */
import { z } from 'zod';
import { defineOperation } from '@/domain/shared/contract';

export const HealthUpSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
export const HealthDownSchema = z.object({ status: z.literal('error'), database: z.literal('down') });

export const healthOperations = {
  check: defineOperation({
    method: 'GET',
    path: '/health',
    summary: 'Whether the server and its database answer (for load balancers and monitoring)',
    tag: 'health',
    access: 'public',
    response: HealthUpSchema,
    otherResponses: { 503: HealthDownSchema },
  }),
};
