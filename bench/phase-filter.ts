/**
 * BENCH_PHASES=select1,report3m runs only the named phases (keys as in bench/results/latest.json), so one route can
 * be measured again without loading all the others; unset or empty runs every phase.
 */

/** The phase keys of BENCH_PHASES, or undefined for all phases. */
export function phaseFilter(raw: string | undefined): ReadonlySet<string> | undefined {
  const keys = (raw ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  return keys.length === 0 ? undefined : new Set(keys);
}

export function selected(filter: ReadonlySet<string> | undefined, key: string): boolean {
  return filter === undefined || filter.has(key);
}

/** Stops the run on a key no phase has (a typo would otherwise measure nothing and pass). */
export function checkFilter(filter: ReadonlySet<string> | undefined, known: readonly string[]): void {
  if (!filter) return;
  const unknown = [...filter].filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new Error(`BENCH_PHASES names unknown phases: ${unknown.join(', ')} (known: ${known.join(', ')})`);
  }
}
