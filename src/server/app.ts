/**
 * buildApp(deps): the whole HTTP application, without listening. main.ts listens; tests call app.inject().
 */
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createBackgroundTasks } from './jobs/background-tasks';
import { adminRoutes } from './modules/admin/admin.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { articlesRoutes } from './modules/articles/articles.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { benchRoutes } from './modules/bench/bench.routes';
import { devMailboxRoutes } from './modules/dev/mailbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { helpRoutes } from './modules/help/help.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { stationsRoutes } from './modules/stations/stations.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes';
import { invitesRoutes } from './modules/users/invites.routes';
import { createLifecycle } from './modules/operations/lifecycle';
import { createMetrics, registerMetrics } from './modules/operations/metrics';
import { operationsRoutes } from './modules/operations/operations.routes';
import { scheduleLimitSweep } from './modules/operations/limit-sweep';
import { standingLinkRoutes } from './modules/supplier-portal/standing-links.routes';
import { supplierPortalRoutes } from './modules/supplier-portal/supplier-portal.routes';
import { profileRoutes } from './modules/users/profile.routes';
import { teamRoutes } from './modules/users/team.routes';
import { venuesRoutes } from './modules/venues/venues.routes';
import { authPlugin } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { createLimiters } from './plugins/limiter-store';
import { registerRequestId, requestIdGenerator } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticWeb } from './plugins/static-web';
import { registerVersionRoute } from './plugins/version';
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
  const moduleDeps: ModuleDeps = {
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    now: deps.now ?? (() => new Date()),
    background: createBackgroundTasks(app.log, metrics.jobs),
    limiters: createLimiters(deps.db),
    lifecycle: createLifecycle(),
    ...(deps.backups ? { backups: deps.backups } : {}),
  };
  app.decorate('deps', moduleDeps);
  // Readiness answers 503 from the moment closing begins, while requests in flight finish.
  app.addHook('preClose', (done) => {
    moduleDeps.lifecycle.beginShutdown();
    done();
  });
  app.addHook('onClose', () => moduleDeps.background.settled());
  if (moduleDeps.limiters.shared) {
    const sweep = scheduleLimitSweep(moduleDeps.db, app.log, metrics.jobs);
    app.addHook('onClose', () => sweep.stop());
  }

  await registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl });
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
      await api.register(devMailboxRoutes);
      await api.register(ordersRoutes);
      await api.register(teamRoutes);
      await api.register(invitesRoutes);
      await api.register(venuesRoutes);
      await api.register(reportsRoutes);
      await api.register(helpRoutes);
      await api.register(supplierPortalRoutes);
      await api.register(standingLinkRoutes);
      if (deps.config.benchRoutes) await api.register(benchRoutes);
    },
    { prefix: '/api' },
  );

  registerMetrics(app, { metrics, token: deps.config.metricsToken, db: deps.db });

  const webRoot = deps.webRoot ?? webDistFolder();
  registerVersionRoute(app, webRoot);
  const sendIndex = await registerStaticWeb(app, webRoot);
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (sendIndex && isPage) return sendIndex(reply);
    return reply
      .status(404)
      .send({ code: 'not_found', message: `No route ${request.method} ${request.url}` });
  });

  return app;
}
