/**
 * The load benchmark's ceilings (ARCHITECTURE.md "Budgets"): what the server answers with no work at all, with
 * one database round trip, and with committed writes (docs/perf/writes.md). `npm run bench` compares every real route
 * with them in the same run, so a budget is a share of what the machine can do, not an absolute figure. The server
 * registers them only when BENCH_ROUTES=1.
 */
import { z } from 'zod';
import { defineOperation } from '@/domain/shared/contract';

const OkSchema = z.object({ ok: z.literal(true) });

/** More statements than any use case issues in one transaction; a bound for input, not a tuning knob. */
export const MAX_BENCH_WRITE_STATEMENTS = 20;

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
  write: defineOperation({
    method: 'POST',
    path: '/bench/write',
    summary:
      'Benchmark ceiling: committed writes. statements=1 is one autocommit insert (a round trip and a WAL flush); ' +
      'more is one transaction of that many one-row inserts (BEGIN and COMMIT are two more round trips)',
    tag: 'bench',
    access: 'public',
    query: z.object({ statements: z.coerce.number().int().min(1).max(MAX_BENCH_WRITE_STATEMENTS) }),
    response: OkSchema,
  }),
};
