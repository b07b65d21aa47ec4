/**
 * `npm test` step: the committed migrations must match src/server/db/schema.ts. Runs `drizzle-kit generate` with the
 * project's config on a temporary copy of drizzle/ and fails when it would write a migration (a schema change
 * without `npm run db:generate`). The real drizzle/ folder is never touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const scratch = mkdtempSync(join(tmpdir(), 'nabavka-migrations-'));
const out = join(scratch, 'drizzle');

/** Every file under a folder, as paths relative to it. */
const filesOf = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();

try {
  cpSync(join(root, 'drizzle'), out, { recursive: true });
  const config = join(scratch, 'drizzle.config.ts');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(join(root, 'drizzle.config.ts'))};\n` +
      // drizzle-kit reads `out` relative to the working directory (it prefixes './').
      `export default { ...base, out: ${JSON.stringify(relative(root, out))} };\n`,
  );
  const before = filesOf(out);
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config], {
    cwd: root,
    encoding: 'utf8',
  });
  const output = `${run.stdout}${run.stderr}`;
  const added = filesOf(out).filter((file) => !before.includes(file));
  // drizzle-kit exits 0 even when it fails, so success is its own "nothing to migrate" line.
  if (run.status !== 0 || (added.length === 0 && !/No schema changes/.test(output))) {
    console.error(output);
    console.error('check-migrations: drizzle-kit generate failed');
    process.exit(1);
  }
  if (added.length > 0) {
    console.error(
      'check-migrations: src/server/db/schema.ts and drizzle/ disagree; drizzle-kit would write:\n' +
        added.map((file) => `  ${file}`).join('\n') +
        '\nRun `npm run db:generate` and commit the migration.',
    );
    process.exit(1);
  }
  console.log('check-migrations: schema and migrations agree');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
