/**
 * Real server processes for tests that need more than one (docs/ARCHITECTURE.md "Running as several processes"):
 * the production bundle, built once into dist/test-server (inside the package, so its packages resolve from
 * node_modules as dist/server's do), started with `node` on a free port and its own environment.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { projectRoot } from '@/server/paths';

/** Builds the server as scripts/build-server.mjs does; answers the path of its main.js. */
export async function buildServerBundle(): Promise<string> {
  const outdir = join(projectRoot(), 'dist', 'test-server');
  await build({
    absWorkingDir: projectRoot(),
    entryPoints: {
      main: 'src/server/main.ts',
      'article-sheet.worker': 'src/server/modules/articles/article-sheet.worker.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return join(outdir, 'main.js');
}

export function freePort(): Promise<number> {
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

export interface ServerProcess {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  /** Everything it wrote (JSON log lines and banners), for a failing test's message. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServerProcess(
  main: string,
  name: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: projectRoot(),
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, baseUrl: `http://127.0.0.1:${port}`, child, output, exited };
}

/** Waits for GET /api/health/ready to answer 200. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`Server ${server.name} exited (${server.child.exitCode}):\n${server.output.join('')}`);
    }
    try {
      if ((await fetch(`${server.baseUrl}/api/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Server ${server.name} not ready in ${timeoutMs} ms:\n${server.output.join('')}`);
}

/** Stops a server that is still running (SIGKILL: a test's leftovers need no grace). */
export async function killServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
