/** What the benchmark (bench/run.ts) uses of the bench routes' module: the table of the write ceilings. */
export { BENCH_WRITE_TABLE, CREATE_BENCH_WRITE_TABLE } from './bench.repository';
