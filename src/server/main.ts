/**
 * The process: configuration -> database -> migrations -> (demo data on an empty embedded database) -> HTTP.
 * SIGTERM/SIGINT stop accepting requests, finish the ones in flight, then close mail and database.
 */
import { buildApp } from './app';
import { openConfiguredDatabase } from '@/server/db/open';
import { isDatabaseEmpty, seedDemo } from '@/server/db/seed/demo';
import { loadHelpContent } from '@/server/modules/help/help.public';
import { demoAccountsBanner } from '@/server/db/seed/print-accounts';
import { ConfigError, loadConfig } from './env';
import { createMailer } from '@/server/mail/mailer';
import { openAddresses, openAddressesBanner } from './open-addresses';
import pino from 'pino';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const log = pino({ level: config.logLevel });
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  log.info({ database: database.kind }, 'migrations applied');
  // The help centre's files into the database (idempotent): a corrected file takes effect on restart.
  await loadHelpContent(database.db);

  // SPEC/issue: demo data only on an empty embedded database, never on a real PostgreSQL.
  if (database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db);
    console.log(demoAccountsBanner());
  }

  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    print: (text) => process.stdout.write(text),
  });
  const app = await buildApp({ db: database.db, config, mailer, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  mailer.start();
  const addresses = openAddresses(config.host, config.port);
  log.info({ addresses: addresses.map((address) => address.url) }, 'listening');
  console.log(openAddressesBanner(addresses, config.publicUrl));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await mailer.stop();
      await database.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
