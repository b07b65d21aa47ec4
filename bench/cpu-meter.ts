/**
 * Where the machine's CPU went during a phase's measured run, per request (docs/perf/writes.md, decision 0010): the
 * server (Node), PostgreSQL (every process named `postgres`: backends, WAL writer, checkpointer), the load generator
 * (this process) and everything else. The goals are shares of `SELECT 1` on a machine whose two cores all of these
 * share: when the cores are saturated, a write's share of `SELECT 1` cannot exceed the ratio of their CPU per
 * request, so these figures are the physical limit of a phase and say whose work to cut.
 *
 * Linux only (/proc); elsewhere, or for a PostgreSQL on another host, the missing parts read as zero.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second (USER_HZ), the unit of /proc's CPU times. */
const TICKS_PER_MS = 100 / 1000;

export interface CpuSample {
  /** Busy and idle ticks of the whole machine (/proc/stat), all cores together. */
  machineBusy: number;
  machineIdle: number;
  server: number;
  /** Ticks of each PostgreSQL process by pid: processes come and go (parallel workers, new connections). */
  postgres: Map<number, number>;
  /** This process, microseconds (process.cpuUsage). */
  generatorMicros: number;
}

/** CPU milliseconds per request of each part, and how busy the machine's cores were. */
export interface CpuPerRequest {
  serverMs: number;
  postgresMs: number;
  generatorMs: number;
  otherMs: number;
  /** The machine's busy share of all its cores over the run, 0–100. */
  busyPercent: number;
}

/** `cpu  user nice system idle iowait irq softirq steal …`: busy and idle ticks. */
export function parseMachineStat(text: string): { busy: number; idle: number } {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no cpu line');
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[];
  return {
    busy: user! + nice! + system! + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0),
    idle: idle! + (iowait ?? 0),
  };
}

/** `/proc/<pid>/stat`: the command name and its user + system ticks. */
export function parseProcessStat(text: string): { name: string; ticks: number } {
  // The name is in parentheses and may hold spaces or parentheses: the fields start after the last ") ".
  const open = text.indexOf('(');
  const close = text.lastIndexOf(') ');
  const fields = text.slice(close + 2).split(' ');
  // After the name: state is field 3 of the line, utime the 14th, stime the 15th.
  return { name: text.slice(open + 1, close), ticks: Number(fields[11]) + Number(fields[12]) };
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // Gone (a process that ended) or no /proc.
    return undefined;
  }
}

/** Ticks of one process, or of several together (the servers of BENCH_PROCESSES=2). */
function processTicks(pid: number | readonly number[] | undefined): number {
  if (pid === undefined) return 0;
  if (typeof pid !== 'number') return pid.reduce((sum, one) => sum + processTicks(one), 0);
  const text = read(`/proc/${pid}/stat`);
  return text ? parseProcessStat(text).ticks : 0;
}

function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return ticks;
  }
  for (const pid of pids) {
    const text = read(`/proc/${pid}/stat`);
    if (!text) continue;
    const stat = parseProcessStat(text);
    if (stat.name === 'postgres') ticks.set(Number(pid), stat.ticks);
  }
  return ticks;
}

/**
 * PostgreSQL's ticks between two samples: a process present in both counts its difference, one started meanwhile
 * all of its ticks; one that ended meanwhile is lost (its last ticks cannot be read), never counted negative.
 */
export function postgresTicksBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks;
}

export function sampleCpu(serverPid: number | readonly number[] | undefined): CpuSample {
  const machine = parseMachineStat(read('/proc/stat') ?? 'cpu 0 0 0 0');
  const usage = process.cpuUsage();
  return {
    machineBusy: machine.busy,
    machineIdle: machine.idle,
    server: processTicks(serverPid),
    postgres: postgresTicks(),
    generatorMicros: usage.user + usage.system,
  };
}

/** The CPU of each part between two samples, per request; undefined without requests or without /proc. */
export function cpuPerRequest(
  before: CpuSample,
  after: CpuSample,
  requests: number,
): CpuPerRequest | undefined {
  const busy = after.machineBusy - before.machineBusy;
  const total = busy + after.machineIdle - before.machineIdle;
  if (requests <= 0 || total <= 0) return undefined;
  // Microseconds: a SELECT 1 costs a few tens of them.
  const perRequest = (ms: number) => Math.round((1000 * ms) / requests) / 1000;
  const serverMs = (after.server - before.server) / TICKS_PER_MS;
  const postgresMs = postgresTicksBetween(before.postgres, after.postgres) / TICKS_PER_MS;
  const generatorMs = (after.generatorMicros - before.generatorMicros) / 1000;
  const busyMs = busy / TICKS_PER_MS;
  return {
    serverMs: perRequest(serverMs),
    postgresMs: perRequest(postgresMs),
    generatorMs: perRequest(generatorMs),
    // Ticks are coarse (10 ms): the parts may add up to a little more than the machine's busy time.
    otherMs: perRequest(Math.max(0, busyMs - serverMs - postgresMs - generatorMs)),
    busyPercent: Math.round((100 * busy) / total),
  };
}

export function totalMs(cpu: CpuPerRequest): number {
  return cpu.serverMs + cpu.postgresMs + cpu.generatorMs + cpu.otherMs;
}

/** Milliseconds as whole microseconds. */
export const micros = (ms: number) => `${Math.round(ms * 1000)} µs`;

/** One line for the phase's progress output. */
export function formatCpu(cpu: CpuPerRequest): string {
  return (
    `    CPU per request: server ${micros(cpu.serverMs)}, PostgreSQL ${micros(cpu.postgresMs)}, ` +
    `load generator ${micros(cpu.generatorMs)}, other ${micros(cpu.otherMs)} ` +
    `(${micros(totalMs(cpu))}; cores ${cpu.busyPercent} % busy)`
  );
}
