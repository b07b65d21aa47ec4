import { describe, expect, it } from 'vitest';
import {
  type CpuSample,
  cpuPerRequest,
  parseMachineStat,
  parseProcessStat,
  postgresTicksBetween,
  sampleCpu,
  totalMs,
} from './cpu-meter';

describe('cpu-meter', () => {
  it('reads the machine line of /proc/stat as busy and idle ticks', () => {
    const text = 'cpu  100 5 40 800 20 3 2 1 0 0\ncpu0 50 2 20 400 10 1 1 0 0 0\nintr 1 2\n';
    expect(parseMachineStat(text)).toEqual({ busy: 100 + 5 + 40 + 3 + 2 + 1, idle: 820 });
  });

  it('reads a process name with spaces and parentheses and its user + system ticks', () => {
    const fields = ['S', '1', '2', '3', '0', '-1', '4194560', '10', '0', '0', '0', '250', '75', '0', '0'];
    expect(parseProcessStat(`4242 (postgres: a (b) c) ${fields.join(' ')}`)).toEqual({
      name: 'postgres: a (b) c',
      ticks: 325,
    });
  });

  it('divides each part by the requests and names the rest of the busy time other', () => {
    const before: CpuSample = {
      machineBusy: 0,
      machineIdle: 0,
      server: 0,
      postgres: new Map([[7, 10]]),
      generatorMicros: 0,
    };
    // One second of two cores: 160 of 200 ticks busy; server 0.5 s, PostgreSQL 0.7 s, generator 0.2 s.
    const after: CpuSample = {
      machineBusy: 160,
      machineIdle: 40,
      server: 50,
      // The backend 7 ran 40 ticks, the new one 8 ran 30.
      postgres: new Map([
        [7, 50],
        [8, 30],
      ]),
      generatorMicros: 200_000,
    };
    const cpu = cpuPerRequest(before, after, 1000)!;
    expect(cpu).toEqual({ serverMs: 0.5, postgresMs: 0.7, generatorMs: 0.2, otherMs: 0.2, busyPercent: 80 });
    expect(totalMs(cpu)).toBeCloseTo(1.6);
    expect(cpuPerRequest(before, after, 0)).toBeUndefined();
  });

  it('counts a PostgreSQL process that ended meanwhile as nothing rather than as negative time', () => {
    const ended = new Map([
      [7, 500],
      [9, 40],
    ]);
    expect(postgresTicksBetween(ended, new Map([[9, 45]]))).toBe(5);
  });

  it('samples this machine: the generator is this process and its CPU only grows', () => {
    const first = sampleCpu(process.pid);
    let spin = 0;
    for (let i = 0; i < 2_000_000; i += 1) spin += i;
    const second = sampleCpu(process.pid);
    expect(spin).toBeGreaterThan(0);
    expect(second.generatorMicros).toBeGreaterThan(first.generatorMicros);
    expect(second.machineBusy + second.machineIdle).toBeGreaterThanOrEqual(
      first.machineBusy + first.machineIdle,
    );
  });
});
