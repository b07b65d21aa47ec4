/**
 * The process: configuration -> database -> migrations -> (demo data on an empty embedded database) -> HTTP.
 * SIGTERM/SIGINT: readiness turns 503 (and stays so SHUTDOWN_DELAY_SECONDS, for a load balancer to notice), then the
 * listener closes, the requests in flight finish, the mail worker delivers what they queued, the database closes.
 */
import { buildApp } from './app';
import { openConfiguredDatabase } from '@/server/db/open';
import { isDatabaseEmpty, seedDemo } from '@/server/db/seed/demo';
import { loadHelpContent } from '@/server/modules/help/help.public';
import { demoAccountsBanner } from '@/server/db/seed/print-accounts';
import { ConfigError, loadConfig } from './env';
import { createMailer } from '@/server/mail/mailer';
import { createSefPoller, scheduleInvoiceReminders } from '@/server/modules/invoices/invoices.public';
import {
  createCutoffReminderJob,
  createPushSender,
} from '@/server/modules/notifications/notifications.public';
import { createStandingOrderJob } from '@/server/modules/standing-orders/standing-orders.public';
import { openAddresses, openAddressesBanner } from './open-addresses';
import {
  assertDataFolderFree,
  DataFolderInUse,
  startEmbeddedOperations,
} from '@/server/modules/operations/operations.public';
import { createMetrics } from '@/server/modules/operations/operations.public';
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
  // Two processes on one embedded data folder would write the same files: refuse to be the second.
  if (!config.databaseUrl) assertDataFolderFree(config.dataDir);
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  log.info({ database: database.kind }, 'migrations applied');
  // The help centre's files into the database (idempotent): a corrected file takes effect on restart.
  await loadHelpContent(database.db);

  // Demo data only on an empty embedded database, never on a real PostgreSQL.
  if (database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db);
    console.log(demoAccountsBanner());
  }

  const metrics = createMetrics();
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    print: (text) => process.stdout.write(text),
    jobs: metrics.jobs,
  });
  // Embedded: backups on request of `npm run backup` and every night (README "Backups").
  const embedded =
    database.kind === 'pglite'
      ? startEmbeddedOperations({ config, db: database.db, log, jobs: metrics.jobs })
      : undefined;
  const app = await buildApp({
    db: database.db,
    config,
    mailer,
    logger: { level: config.logLevel },
    metrics,
    ...(embedded ? { backups: embedded.backups } : {}),
  });
  await app.listen({ port: config.port, host: config.host });
  embedded?.listening(config.host, config.port);
  mailer.start();
  // Every instance polls SEF for the connected venues; each poll is claimed by one instance.
  const sefPoller = createSefPoller({
    db: database.db,
    files: app.deps.files,
    secrets: app.deps.secrets,
    now: app.deps.now,
    sefBaseUrl: config.sefBaseUrl,
    log,
  });
  sefPoller.start();
  // Every instance looks for invoices 3 days from their deadline; each reminder is claimed by one.
  const invoiceReminders = scheduleInvoiceReminders(
    { db: database.db, mailer, now: app.deps.now, config: app.deps.config },
    log,
    metrics.jobs,
  );
  // Every instance looks for due standing orders; each occurrence is claimed by one (decision 0030).
  const standingOrders = createStandingOrderJob({
    db: database.db,
    config: app.deps.config,
    mailer,
    now: app.deps.now,
    log,
    jobs: metrics.jobs,
    tickMs: config.standingOrdersTickMs,
  });
  standingOrders.start();
  // Every instance looks for cut-offs within the hour; each reminder is claimed by one (docs/PRODUCT.md#notifications).
  const cutoffReminders = createCutoffReminderJob({
    db: database.db,
    now: app.deps.now,
    log,
    jobs: metrics.jobs,
    tickMs: config.cutoffRemindersTickMs,
  });
  cutoffReminders.start();
  // Every instance sends the queued Web Pushes; each is claimed by one (decision 0035).
  const pushSender = createPushSender({
    db: database.db,
    vapid: config.vapid,
    now: app.deps.now,
    log,
    jobs: metrics.jobs,
  });
  pushSender.start();
  const addresses = openAddresses(config.host, config.port);
  log.info({ addresses: addresses.map((address) => address.url) }, 'listening');
  console.log(openAddressesBanner(addresses, config.publicUrl));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    app.deps.lifecycle.beginShutdown();
    if (config.shutdownDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await sefPoller.stop();
      await invoiceReminders.stop();
      await standingOrders.stop();
      await cutoffReminders.stop();
      await pushSender.stop();
      await app.close();
      await embedded?.stop();
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
  console.error(error instanceof DataFolderInUse ? error.message : error);
  process.exit(1);
});
