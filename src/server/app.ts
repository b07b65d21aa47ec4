/**
 * buildApp(deps): the whole HTTP application, without listening. main.ts listens; tests call app.inject().
 */
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFilesystemStore, type FilesStore } from '@/server/files/files-store';
import { createS3Store, type S3Config } from '@/server/files/s3-store';
import { invoicesRoutes } from '@/server/modules/invoices/invoices.routes';
import { creditsRoutes } from '@/server/modules/credits/credits.routes';
import { photosRoutes } from '@/server/modules/photos/photos.routes';
import { createSecretBox } from '@/server/secrets/secret-box';
import { createBackgroundTasks } from '@/server/jobs/background-tasks';
import { adminRoutes } from '@/server/modules/admin/admin.routes';
import { catalogueRoutes } from '@/server/modules/catalogue/catalogue.routes';
import { articlesRoutes } from '@/server/modules/articles/articles.routes';
import { authRoutes } from '@/server/modules/auth/auth.routes';
import { groupsRoutes } from '@/server/modules/groups/groups.routes';
import { benchRoutes } from '@/server/modules/bench/bench.routes';
import { devMailboxRoutes } from '@/server/modules/dev/mailbox.routes';
import { healthRoutes } from '@/server/modules/health/health.routes';
import { helpRoutes } from '@/server/modules/help/help.routes';
import { ordersRoutes } from '@/server/modules/orders/orders.routes';
import { pricesRoutes } from '@/server/modules/prices/prices.routes';
import { reportsRoutes } from '@/server/modules/reports/reports.routes';
import { groupOverviewRoutes } from '@/server/modules/groups/group-overview.routes';
import { suggestionsRoutes } from '@/server/modules/suggestions/suggestions.routes';
import { standingOrdersRoutes } from '@/server/modules/standing-orders/standing-orders.routes';
import { generateVapidKeys } from './env';
import { notificationsRoutes } from '@/server/modules/notifications/notifications.routes';
import { stationsRoutes } from '@/server/modules/stations/stations.routes';
import { subscriptionsRoutes } from '@/server/modules/subscriptions/subscriptions.routes';
import { suppliersRoutes } from '@/server/modules/suppliers/suppliers.routes';
import { invitesRoutes } from '@/server/modules/users/invites.routes';
import { standingLinkRoutes } from '@/server/modules/supplier-portal/standing-links.routes';
import { supplierPortalRoutes } from '@/server/modules/supplier-portal/supplier-portal.routes';
import { profileRoutes } from '@/server/modules/users/profile.routes';
import { teamRoutes } from '@/server/modules/users/team.routes';
import { venuesRoutes } from '@/server/modules/venues/venues.routes';
import { authPlugin } from '@/server/plugins/auth';
import { registerCompression } from '@/server/plugins/compression';
import { registerDocs } from '@/server/plugins/docs';
import { answerFrameworkError, registerErrorHandler } from '@/server/plugins/error-handler';
import { idempotencyPlugin } from '@/server/plugins/idempotency';
import { registerSecurityHeaders } from '@/server/plugins/security-headers';
import { registerStaticWeb } from '@/server/plugins/static-web';
import { registerVersionRoute } from '@/server/plugins/version';
import {
  createLifecycle,
  createMetrics,
  registerMetrics,
  scheduleLimitSweep,
} from '@/server/modules/operations/operations.public';
import { scheduleIdempotencyPurge } from '@/server/modules/idempotency/idempotency.public';
import { operationsRoutes } from '@/server/modules/operations/operations.routes';
import { createLimiters } from '@/server/plugins/limiter-store';
import { registerRequestId, requestIdGenerator } from '@/server/plugins/request-id';
import { webDistFolder } from './paths';
import type { AppDeps, ModuleDeps } from './types';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // Errors are logged by the error handler; a log line per request costs throughput under load.
    logController: new LogController({ disableRequestLogging: true }),
    // Client addresses (per-IP rate limits) come from X-Forwarded-For only behind proxies we were told about;
    // trusting it otherwise would let anyone pick their own address.
    trustProxy: (_address: string, hop: number) => hop < (deps.config.trustProxyHops ?? 0),
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // Every log line of a request carries its id (reqId), returned in X-Request-Id (plugins/request-id.ts).
    genReqId: requestIdGenerator(deps.config.trustProxyHops ?? 0),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestId(app);

  const metrics = deps.metrics ?? createMetrics();
  const storage = await fileStorage(deps.config.dataDir, deps.config.s3);
  const moduleDeps: ModuleDeps = {
    db: deps.db,
    // Web Push needs a key pair to answer with; an app built without one (tests) makes its own.
    config: {
      ...deps.config,
      vapid: deps.config.vapid ?? { ...generateVapidKeys(), subject: 'mailto:admin@localhost' },
    },
    mailer: deps.mailer,
    now: deps.now ?? (() => new Date()),
    background: createBackgroundTasks(app.log, metrics.jobs),
    limiters: createLimiters(deps.db),
    lifecycle: createLifecycle(),
    ...(deps.backups ? { backups: deps.backups } : {}),
    files: storage.store,
    secrets: createSecretBox(deps.config.secretsKey ?? randomBytes(32)),
  };
  app.decorate('deps', moduleDeps);
  // Readiness answers 503 from the moment closing begins, while requests in flight finish.
  app.addHook('preClose', (done) => {
    moduleDeps.lifecycle.beginShutdown();
    done();
  });
  app.addHook('onClose', async () => {
    await moduleDeps.background.settled();
    await storage.dispose();
  });
  if (moduleDeps.limiters.shared) {
    const sweep = scheduleLimitSweep(moduleDeps.db, app.log, metrics.jobs);
    app.addHook('onClose', () => sweep.stop());
  }

  const purge = scheduleIdempotencyPurge(moduleDeps.db, app.log, metrics.jobs);
  app.addHook('onClose', () => purge.stop());

  await registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl });
  // Before compression: the answers it keeps are the plain text (plugins/idempotency.ts).
  await app.register(idempotencyPlugin);
  await registerCompression(app);
  // Limits are opt-in per route (auth routes), never global; on PostgreSQL their counters are shared rows.
  const store = moduleDeps.limiters.fastifyStore;
  await app.register(fastifyRateLimit, { global: false, ...(store ? { store } : {}) });
  await app.register(authPlugin, {
    secret: deps.config.jwtSecret,
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
  });
  await registerDocs(app, process.env.npm_package_version ?? '0.0.0');

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(operationsRoutes);
      await api.register(suppliersRoutes);
      await api.register(articlesRoutes);
      await api.register(stationsRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(adminRoutes);
      await api.register(catalogueRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(groupsRoutes);
      await api.register(devMailboxRoutes);
      await api.register(ordersRoutes);
      await api.register(teamRoutes);
      await api.register(invitesRoutes);
      await api.register(venuesRoutes);
      await api.register(reportsRoutes);
      await api.register(groupOverviewRoutes);
      await api.register(pricesRoutes);
      await api.register(suggestionsRoutes);
      await api.register(standingOrdersRoutes);
      await api.register(notificationsRoutes);
      await api.register(helpRoutes);
      await api.register(supplierPortalRoutes);
      await api.register(standingLinkRoutes);
      await api.register(invoicesRoutes);
      await api.register(photosRoutes);
      await api.register(creditsRoutes);
      if (deps.config.benchRoutes) await api.register(benchRoutes);
    },
    { prefix: '/api' },
  );

  registerMetrics(app, { metrics, token: deps.config.metricsToken, db: deps.db });

  const webRoot = deps.webRoot ?? webDistFolder();
  registerVersionRoute(app, webRoot);
  const sendIndex = await registerStaticWeb(app, webRoot, {
    // Beside the web build (vite.ssr.config.ts); tests hand the render in from source.
    supplierRenderFile: join(webRoot, '..', 'ssr', 'supplier-ssr.js'),
    renderSupplierPage: deps.renderSupplierPage,
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (sendIndex && isPage) return sendIndex(reply, request.url);
    return reply
      .status(404)
      .send({ code: 'not_found', message: `No route ${request.method} ${request.url}` });
  });

  return app;
}

/**
 * Files in the S3-compatible store when configured, else under DATA_DIR/files; without either (an app built for
 * tests), a temporary folder removed on close.
 */
async function fileStorage(
  dataDir: string | undefined,
  s3: S3Config | undefined,
): Promise<{ store: FilesStore; dispose(): Promise<void> }> {
  if (s3) {
    const store = createS3Store(s3);
    return { store, dispose: async () => store.close() };
  }
  if (dataDir)
    return { store: createFilesystemStore(join(dataDir, 'files')), dispose: async () => undefined };
  const folder = await mkdtemp(join(tmpdir(), 'nabavka-files-'));
  return {
    store: createFilesystemStore(folder),
    dispose: () => rm(folder, { recursive: true, force: true }),
  };
}
