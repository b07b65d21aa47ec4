/**
 * `npm run bench`, step 2: the production server bundle on the bench database, with the ceiling routes on. It is
 * always stopped by the caller (stopServer), also after a failure or Ctrl-C.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '@/server/paths';

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  logFile: string;
}

export function buildServer(): void {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: projectRoot(),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the server bundle failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

export function startServer(
  databaseUrl: string,
  resultsDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServerWith(
    {
      DATABASE_URL: databaseUrl,
      DB_POOL_SIZE: process.env.BENCH_DB_POOL_SIZE ?? '20',
      ...env,
    },
    resultsDir,
    'server.log',
  );
}

/** The server with the database settings of `env` (PostgreSQL's URL, or an embedded data directory). */
export async function startServerWith(
  env: Record<string, string>,
  resultsDir: string,
  logName: string,
): Promise<RunningServer> {
  const port = await freePort();
  mkdirSync(resultsDir, { recursive: true });
  const logFile = join(resultsDir, logName);
  const log = createWriteStream(logFile);
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': Node refuses profiling flags in NODE_OPTIONS.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      BENCH_ROUTES: '1',
      // Never the data dir's persisted secret: the bench must not write into ./data.
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SMTP_URL: '',
      // No nightly backup of the embedded database in the middle of a phase.
      BACKUP_HOUR: 'off',
      // The tokens logged in at the start serve the whole run, which can outlast the 15 minutes of the default.
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const server = { baseUrl: `http://127.0.0.1:${port}`, process: child, logFile };
  try {
    await waitForHealth(server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

async function waitForHealth(server: RunningServer, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) {
      throw new Error(`The server exited with code ${server.process.exitCode}; see ${server.logFile}`);
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The server did not answer /api/health within ${timeoutMs / 1000} s; see ${server.logFile}`,
  );
}

/** SIGTERM (graceful shutdown), SIGKILL if it has not exited after 10 s. */
export async function stopServer(server: RunningServer): Promise<void> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}
