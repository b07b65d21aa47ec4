/**
 * The load benchmark's ceilings (ARCHITECTURE.md "Budgets"): what the server answers with no work at all, and with
 * one database round trip. `npm run bench` compares every real route with them in the same run, so a budget is a
 * share of what the machine can do, not an absolute figure. The server registers them only when BENCH_ROUTES=1.
 */
import { z } from 'zod';
import { defineOperation } from '../shared/contract';

const OkSchema = z.object({ ok: z.literal(true) });

export const benchOperations = {
  noop: defineOperation({
    method: 'GET',
    path: '/bench/noop',
    summary: 'Benchmark ceiling: no work',
    tag: 'bench',
    access: 'public',
    response: OkSchema,
  }),
  select1: defineOperation({
    method: 'GET',
    path: '/bench/select1',
    summary: 'Benchmark ceiling: one database round trip',
    tag: 'bench',
    access: 'public',
    response: OkSchema,
  }),
};
