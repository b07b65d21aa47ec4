/**
 * The types every server module depends on, in a module with no code: modules import these, never the app itself
 * (an ESLint rule forbids importing src/server/app.ts from modules, and import cycles).
 */
import type { FastifyServerOptions } from 'fastify';
import type { Database } from '@/server/db/client';
import type { AppConfig } from './env';
import type { BackgroundTasks } from '@/server/jobs/background-tasks';
import type { Mailer } from '@/server/mail/mailer';
import type { Principal } from '@/server/plugins/auth';
import type { AppMetrics, EmbeddedBackups, Lifecycle } from '@/server/modules/operations/operations.public';
import type { Limiters } from '@/server/plugins/limiter-store';
import type { RenderSupplierPage } from '@/server/plugins/supplier-page';
import type { FilesStore } from '@/server/files/files-store';
import type { SecretBox } from '@/server/secrets/secret-box';

export type AppConfigForApp = Pick<
  AppConfig,
  'jwtSecret' | 'accessTokenTtlSeconds' | 'publicUrl' | 'authRateLimit' | 'loginLimits'
> &
  // Optional: absent means off (no ceiling routes, no proxy trusted, no metrics).
  Partial<Pick<AppConfig, 'benchRoutes' | 'trustProxyHops' | 'supplierLinkRateLimit' | 'metricsToken'>> &
  // Optional: absent (an app built only for its HTTP behaviour), files go to a temporary folder removed on close
  // and secrets are sealed with a key of this process; SEF is the Ministry's; Web Push uses VAPID keys of this
  // process (buildApp fills them in).
  Partial<Pick<AppConfig, 'dataDir' | 'secretsKey' | 'sefBaseUrl' | 's3' | 'vapid' | 'pushAllowHttp'>>;

export interface AppDeps {
  db: Database;
  config: AppConfigForApp;
  mailer: Mailer;
  /** The clock; tests move it. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to dist/web. Nothing is served when it has no index.html. */
  webRoot?: string;
  /** The supplier page's server render (decision 0039); defaults to the one built beside webRoot (dist/ssr). */
  renderSupplierPage?: RenderSupplierPage;
  /** The process's metrics (main.ts shares them with the mail worker); the app makes its own when absent. */
  metrics?: AppMetrics;
  /** The embedded database's backups (main.ts, embedded only); absent: the backup operation answers 404. */
  backups?: EmbeddedBackups;
}

/** What the app hands to every module. */
export interface ModuleDeps {
  db: Database;
  config: AppConfigForApp;
  mailer: Mailer;
  now: () => Date;
  /** Work an answer does not wait for; closing the app waits for it. */
  background: BackgroundTasks;
  /** Rate-limit counters: shared rows on PostgreSQL, memory on the embedded database (plugins/limiter-store.ts). */
  limiters: Limiters;
  /** Whether this process is shutting down (readiness). */
  lifecycle: Lifecycle;
  backups?: EmbeddedBackups;
  /** File contents (an invoice's PDFs, delivery-note photos). */
  files: FilesStore;
  /** Encrypts the secrets stored for venues (SEF API keys). */
  secrets: SecretBox;
}

/** A signed-in user acting inside their own venue. */
export interface VenueCaller extends Principal {
  venueId: number;
}

/**
 * The first argument of every service function: the dependencies it uses (only those: `K`) and who is calling.
 * Routes build it with `http.context()` / `http.venueContext()`; tests and other services can build it by hand.
 */
export type ServiceContext<K extends keyof ModuleDeps = keyof ModuleDeps, C = VenueCaller> = Pick<
  ModuleDeps,
  K
> & {
  caller: C;
};

/** Services that need no caller (sign-up, login, links from mails) take only their dependencies. */
export type Deps<K extends keyof ModuleDeps = keyof ModuleDeps> = Pick<ModuleDeps, K>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: ModuleDeps;
  }
}
