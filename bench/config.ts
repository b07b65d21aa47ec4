/**
 * What the benchmark generates and how hard it loads, in one place. The big venue's sizes are those of the budget in
 * ARCHITECTURE.md ("Budgets"); changing them changes what the verdicts mean.
 */
/** A positive number from the environment, or the default; anything else stops the run with a clear message. */
function positiveFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

export const BENCH_PASSWORD = 'Bench_1234';

/** Tax ids mark bench data: venues BENCH0…/BENCH1…, shared catalogue suppliers BENCHS…. */
export const BIG_VENUE_PIB = 'BENCH00001';
export const SMALL_BENCH_VENUE_PIB = 'BENCH00002';
export const SMALL_VENUE_PIB_PREFIX = 'BENCH1';
export const VENUE_PIB_PATTERN = 'BENCH0%';
export const SMALL_VENUE_PIB_PATTERN = 'BENCH1%';
export const SUPPLIER_PIB_PREFIX = 'BENCHS';
/** Bench accounts: bench.<key>@nabavka.test. */
export const USER_EMAIL_PATTERN = 'bench.%@nabavka.test';
export const benchEmail = (key: string) => `bench.${key}@nabavka.test`;

export const BIG = {
  name: 'Bench Venue',
  stations: 20,
  sharedSuppliers: 300,
  marketSuppliers: 5,
  /** Regular suppliers the warehouse orders from besides its market suppliers. */
  warehouseRegularSuppliers: 25,
  /** A regular station has between min and min + spread - 1 suppliers. */
  stationSuppliersMin: 30,
  stationSuppliersSpread: 21,
  articles: 50_000,
  /** BENCH_BIG_ORDERS: fewer for a short run on a shared machine (the write phases do not depend on history). */
  orders: Math.round(positiveFromEnv('BENCH_BIG_ORDERS', 200_000)),
  itemsPerOrder: 10,
  /** Deadlines of the history go back this many days (about three years). */
  historyDays: 1095,
} as const;

export const SMALL_BENCH = {
  name: 'Bench Small Venue',
  stations: 1,
  suppliers: 5,
  articlesPerSupplier: 20,
  orders: 1_000,
} as const;

export const SMALL = { count: 50, stations: 2, suppliers: 5, articlesPerSupplier: 20, orders: 200 } as const;

/**
 * Share of a venue's orders per status, in basis points of its order count, newest orders first: drafts, then
 * expected, then received with something still to come; everything older is delivered history.
 * For 200 000 orders: 300 OPEN, 2 500 IN_PROGRESS, 1 500 INCOMPLETE.
 */
export const STATUS_BASIS_POINTS = { open: 15, inProgress: 125, incomplete: 75 } as const;

/** order_note of orders earlier bench versions prepared for receiving, and of orders the create phases make. */
export const RECEIVE_QUEUE_NOTE = 'bench: receive queue';
export const CREATED_ORDER_NOTE = 'bench: created by load';
/** order_note of the orders the write phases send and receive (decision 0014); inserted before and deleted after. */
export const SEND_QUEUE_NOTE = 'bench: send queue';
export const WRITE_RECEIVE_QUEUE_NOTE = 'bench: receive queue (writes)';

export const LOAD = {
  connections: 50,
  seconds: positiveFromEnv('BENCH_SECONDS', 10),
  warmupSeconds: positiveFromEnv('BENCH_WARMUP_SECONDS', 2),
} as const;

/** ARCHITECTURE.md "Budgets": hot reads at 50 connections. */
export const BUDGET = {
  hotReadP99Ms: 50,
  /** Hot read throughput as a share of the same server's SELECT 1 route. */
  hotReadShareOfSelect1: 0.4,
  /** The list at 200 000 orders may be at most this much slower than at 1 000 (noise allowance), … */
  historyGrowthFactor: 1.5,
  /** … plus this many milliseconds (latencies are whole milliseconds). */
  historyGrowthSlackMs: 2,
  /**
   * A 3-month venue report page within the hot-read p99, a 12-month one under this, at 10 connections
   * (docs/perf/README.md).
   */
  reportYearP99Ms: 300,
} as const;

/**
 * Write phases as shares of the same run's SELECT 1 throughput, with their p99 (docs/perf/README.md). Spread: 50
 * connections, each on its own small venue; concentrated: 50 connections on the big venue's stations.
 */
export const WRITE_GOALS = {
  spread: {
    create: { share: 0.15, p99Ms: 100 },
    send: { share: 0.15, p99Ms: 100 },
    receive: { share: 0.1, p99Ms: 150 },
  },
  concentrated: {
    create: { share: 0.08, p99Ms: 250 },
    send: { share: 0.08, p99Ms: 250 },
    receive: { share: 0.08, p99Ms: 250 },
  },
} as const;

/**
 * BENCH_PHASES: a comma-separated list of phase keys or key prefixes to run (e.g. `create,send,receive`); the two
 * ceilings always run, since every share is of them. Empty: every phase.
 */
export const PHASE_FILTER = (process.env.BENCH_PHASES ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter((part) => part !== '');

/**
 * BENCH_IDEMPOTENCY=off sends the writes without an Idempotency-Key, to measure what the keys cost (decision 0022,
 * docs/perf/writes.md#idempotency-keys): a before/after pair in one session. Default: every POST carries one.
 */
export const IDEMPOTENCY_KEYS = (process.env.BENCH_IDEMPOTENCY ?? 'on') !== 'off';

export function phaseSelected(key: string): boolean {
  if (key === 'noop' || key === 'select1' || PHASE_FILTER.length === 0) return true;
  return PHASE_FILTER.some((wanted) => key === wanted || key.startsWith(`${wanted}-`));
}

/** The phases that take their orders from the queues below; every other phase needs none. */
const QUEUED_PHASES = ['send-spread', 'send-conc', 'receive-spread', 'receive-conc'] as const;

/**
 * Queue orders per write mode (spread over the small venues, concentrated on the big one), for send and receive: a
 * one-statement send runs through 8 000 in its 12 s (decision 0010). None when no send or receive phase runs: a
 * `BENCH_PHASES=create` run would otherwise spend minutes inserting 60 000 orders it never touches.
 */
export function writeQueueSize(selected: (key: string) => boolean = phaseSelected): number {
  if (!QUEUED_PHASES.some((key) => selected(key))) return 0;
  return Math.round(positiveFromEnv('BENCH_WRITE_QUEUE', 30_000));
}

/** Reports are an admin's occasional read, not a floor of staff: decision 0009 budgets them at 10 connections. */
export const REPORT_CONNECTIONS = 10;
