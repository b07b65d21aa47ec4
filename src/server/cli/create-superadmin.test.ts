import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/server/db/client';
import { verifyPassword, findAccountByEmail } from '@/server/modules/auth/auth.public';
import { projectRoot } from '@/server/paths';

const dataDir = mkdtempSync(join(tmpdir(), 'nabavka-cli-'));

/** A port nothing listens on (the command probes it for a running server). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Runs the command as an operator would, on an embedded database in a fresh data dir; stdin is not a TTY.
 * Asynchronous, so a test can serve HTTP in this process while the command runs.
 */
function runCli(
  args: string[],
  port: number,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'silent',
  };
  delete env.DATABASE_URL;
  const child = spawn(
    join(projectRoot(), 'node_modules', '.bin', 'tsx'),
    ['src/server/cli/create-superadmin.ts', ...args],
    { cwd: projectRoot(), env, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

describe('npm run create-superadmin', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses an invalid e-mail with a message and a non-zero exit', async () => {
    const result = await runCli(['not-an-email'], await freePort());
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Not a valid e-mail address: not-an-email');
  });

  it('refuses a missing e-mail or an unknown flag with the usage line', async () => {
    const port = await freePort();
    expect(await runCli([], port)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('Usage: npm run create-superadmin'),
    });
    expect(await runCli(['root@nabavka.test', '--force'], port)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('Usage:'),
    });
  });

  it(
    'without a terminal, generates a 16-character password within the rules and prints it once',
    { timeout: 60_000 },
    async () => {
      const result = await runCli(['Root@Nabavka.test'], await freePort());
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('Created the super admin root@nabavka.test');
      const password = /Password \(shown only now\): (\S+)/.exec(result.stdout)?.[1];
      expect(password).toMatch(/^\w{16}$/);

      const database = await openPglite({ dataDir: join(dataDir, 'db') });
      try {
        const account = await findAccountByEmail(database.db, 'root@nabavka.test');
        expect(account).toMatchObject({ role: 'ROLE_SUPERADMIN', verified: true, disabled: false });
        expect(await verifyPassword(account!.passwordHash, password!)).toBe(true);
      } finally {
        await database.close();
      }
    },
  );

  it('refuses to touch the embedded database while a server answers on the configured port', async () => {
    const server: Server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: 'ok', database: 'up' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const result = await runCli(['busy@nabavka.test'], (server.address() as AddressInfo).port);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('A Nabavka server is running on port');
      expect(result.stderr).toContain('stop the running server');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
