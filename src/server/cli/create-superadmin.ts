/**
 * npm run create-superadmin -- <email> [--generate]
 *
 * Creates a verified ROLE_SUPERADMIN (or promotes the existing account with that e-mail) on the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR), after applying migrations. On an interactive terminal
 * it asks for the password twice; with --generate, or when input is not a terminal (scripts, CI), it generates a
 * 16-character password within the password rules (docs/PRODUCT.md#password) and prints it once.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { EmailSchema, PasswordSchema } from '@/domain/auth/auth.schemas';
import type { DatabaseHandle } from '@/server/db/client';
import { openConfiguredDatabase } from '@/server/db/open';
import { type AppConfig, ConfigError, loadConfig } from '@/server/env';
import { generatePassword } from '@/server/modules/auth/auth.public';
import { createOrPromoteSuperadmin } from '@/server/modules/users/users.public';
import { databaseLabel } from './cli-support';

const USAGE = 'Usage: npm run create-superadmin -- <email> [--generate]';

/** A refusal with a message for the operator; the process exits 1. */
class CliError extends Error {}

function parseCommandLine(argv: string[]): { email: string; generate: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { generate: { type: 'boolean', default: false } },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  const [rawEmail, ...extra] = parsed.positionals;
  if (rawEmail === undefined || extra.length > 0) throw new CliError(USAGE);
  const email = EmailSchema.safeParse(rawEmail);
  if (!email.success) throw new CliError(`Not a valid e-mail address: ${rawEmail}`);
  return { email: email.data, generate: parsed.values.generate };
}

/** The shared rule's code (passwordLength, passwordAlphanumeric) in words an operator understands. */
function describePasswordProblem(code: string | undefined): string {
  switch (code) {
    case 'passwordLength':
      return 'The password must be 8 to 128 characters long.';
    case 'passwordAlphanumeric':
      return 'The password may contain only letters, digits and underscores.';
    default:
      return 'The password is required.';
  }
}

async function askPassword(): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    const password = await prompt.question('Password (at least 8 letters, digits or underscores): ');
    const parsed = PasswordSchema.safeParse(password);
    if (!parsed.success) throw new CliError(describePasswordProblem(parsed.error.issues[0]?.message));
    const repeated = await prompt.question('Repeat the password: ');
    if (repeated !== password) throw new CliError('The passwords do not match.');
    return password;
  } finally {
    prompt.close();
  }
}

const EMBEDDED_HINT =
  'The embedded database can be open in one process only: stop the running server (npm start / npm run dev), ' +
  'run this command, then start the server again.';

/**
 * PGlite does not lock its data dir: a second process would open it silently and both would write the same files.
 * So before touching the embedded database, ask whether a Nabavka server answers on the configured port.
 */
async function assertEmbeddedDatabaseFree(config: AppConfig): Promise<void> {
  if (config.databaseUrl) return;
  let answered = false;
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}/api/health`, {
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await response.json()) as { database?: unknown };
    answered = typeof body.database === 'string';
  } catch {
    // Nothing listening (or not our server): the data dir is free.
  }
  if (answered) {
    throw new CliError(
      `A Nabavka server is running on port ${config.port} with the ${databaseLabel(config)}.\n${EMBEDDED_HINT}`,
    );
  }
}

async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  let database: DatabaseHandle | undefined;
  try {
    database = await openConfiguredDatabase(config);
    await database.migrate();
    return database;
  } catch (error) {
    await database?.close().catch(() => undefined);
    const hint = config.databaseUrl
      ? 'Check DATABASE_URL and that the PostgreSQL server is reachable.'
      : EMBEDDED_HINT;
    throw new CliError(`Could not open the ${databaseLabel(config)}: ${(error as Error).message}\n${hint}`);
  }
}

async function main(): Promise<void> {
  const { email, generate } = parseCommandLine(process.argv.slice(2));
  const config = loadConfig();
  // Before asking for a password: refuse early when the embedded database is in use.
  await assertEmbeddedDatabaseFree(config);
  const generated = generate || !process.stdin.isTTY;
  const password = generated ? generatePassword() : await askPassword();

  const database = await openDatabase(config);
  try {
    const result = await createOrPromoteSuperadmin(
      { db: database.db, now: () => new Date() },
      { email, password },
    );
    console.log(
      result.created
        ? `Created the super admin ${email} (id ${result.id}) on ${databaseLabel(config)}.`
        : `Promoted ${email} (id ${result.id}) to super admin on ${databaseLabel(config)} and set a new password.`,
    );
    if (generated) console.log(`Password (shown only now): ${password}`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof CliError || error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
