/**
 * Test context for server integration tests: the real app (all plugins, routes and error handling) on a private
 * copy of the seeded database, driven through app.inject().
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { articleOperations } from '@/domain/articles/articles.contract';
import { addDays, venueToday } from '@/domain/shared/dates';
import { buildApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { AppConfig } from '@/server/env';
import type { AppDeps } from '@/server/types';
import { createMailer, type Mailer } from '@/server/mail/mailer';
import { type ContractCall, contractClient, type DemoRole, roleEmail } from './call';
import { openTestDatabase, type TestDatabase } from './database';
import { DEMO } from './demo-context';
import { articleIds, contactId, stationId, supplierId } from './demo-lookup';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestClock {
  now(): Date;
  set(date: Date): void;
  advance(ms: number): void;
  /** Back to the real time. */
  reset(): void;
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** The database handle; `connectAgain()` opens a second pool as another server instance would. */
  database: TestDatabase;
  mailer: Mailer;
  clock: TestClock;
  /**
   * `Authorization` header for a user (a demo role or any account's e-mail), signed directly from the account as it
   * is now (no password hashing per test).
   */
  authHeader(who: Who): Promise<{ authorization: string }>;
  /** app.inject() as that user, with a token signed from the account as it is now. */
  as(who: Who): Promise<(options: InjectOptions) => Promise<LightMyRequestResponse>>;
  /**
   * Sends a declared operation as a demo role (src/test/call.ts): `ctx.call('staff', orderOperations.create,
   * { params, body })`. The way new tests call the API.
   */
  call: ContractCall;
  userId(who: Who): Promise<number>;
  /** Waits for the work requests left running after their answer (e.g. the mail of a reset request). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** A demo role (src/test/call.ts) or the e-mail of any account, e.g. one a factory made. */
export type Who = DemoRole | string;

const emailOf = (who: Who): string => (who.includes('@') ? who : roleEmail(who as DemoRole));

export interface TestContextOptions {
  smtpUrl?: string;
  config?: Partial<AppConfig>;
  /** The app's logger (Fastify's option), e.g. a stream that keeps every line for a test to read. */
  logger?: FastifyServerOptions['logger'];
  /** Connections of the app's PostgreSQL pool, for tests of many requests at once (10 unless set). */
  poolSize?: number;
  /** A web build to serve (a folder with index.html); none unless set: /api only. */
  webRoot?: string;
  /** The supplier page's server render (decision 0039), e.g. src/web/supplier-ssr.tsx's from source. */
  renderSupplierPage?: AppDeps['renderSupplierPage'];
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase({ poolSize: options.poolSize });
  const db = database.db;
  let fixed: Date | undefined;
  const clock: TestClock = {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set: (date) => {
      fixed = new Date(date);
    },
    advance: (ms) => {
      fixed = new Date(clock.now().getTime() + ms);
    },
    reset: () => {
      fixed = undefined;
    },
  };
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ db, smtpUrl: options.smtpUrl, from: 'Nabavka <no-reply@nabavka.test>', log });
  const app = await buildApp({
    db,
    mailer,
    now: clock.now,
    config: {
      jwtSecret: TEST_JWT_SECRET,
      accessTokenTtlSeconds: 900,
      publicUrl: 'http://localhost:3000',
      authRateLimit: { max: 10_000, windowMs: 60_000 },
      supplierLinkRateLimit: { max: 10_000, windowMs: 60_000 },
      loginLimits: { failsPerAccount: 10_000, failsPerIp: 10_000, windowSeconds: 60 },
      // Never the Ministry's SEF from a test: a closed local port unless a test starts its own SEF server.
      sefBaseUrl: 'http://127.0.0.1:9',
      ...options.config,
    },
    // No built web app in server tests unless one asks for it: /api only.
    webRoot: options.webRoot ?? '/nonexistent',
    ...(options.renderSupplierPage ? { renderSupplierPage: options.renderSupplierPage } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();

  const userCache = new Map<
    string,
    { id: number; role: (typeof users.$inferSelect)['role']; venueId: number | null }
  >();
  async function lookup(email: string) {
    const cached = userCache.get(email);
    if (cached) return cached;
    const [row] = await db
      .select({ id: users.id, role: users.role, venueId: users.venueId })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!row) throw new Error(`No user ${email} in the test database`);
    userCache.set(email, row);
    return row;
  }

  const ctx: TestContext = {
    app,
    db,
    database,
    mailer,
    clock,
    async authHeader(who) {
      const email = emailOf(who);
      const user = await lookup(email);
      userCache.delete(email); // roles and venues can change within a test
      return {
        authorization: `Bearer ${app.signAccessToken({ userId: user.id, role: user.role, venueId: user.venueId })}`,
      };
    },
    async as(who) {
      const headers = await ctx.authHeader(who);
      return (options) => app.inject({ ...options, headers: { ...headers, ...options.headers } });
    },
    async userId(who) {
      return (await lookup(emailOf(who))).id;
    },
    call: contractClient(app),
    settle: () => app.deps.background.settled(),
    async close() {
      await app.close();
      await mailer.stop();
      await database.close();
    },
  };
  return ctx;
}

/** The scene most order tests play: Bistro Demo's kitchen orders Mesara Zlatibor's meat and sends it to Milan. */
export interface OrderScene {
  ctx: TestContext;
  /** Bistro Demo's station Kuhinja. */
  kuhinja: number;
  /** The supplier Mesara Zlatibor. */
  mesara: number;
  /** The first articles (by name) of Mesara Zlatibor that Bistro Demo may order. */
  meat: number[];
  /** Bistro Demo's contact at Mesara Zlatibor, Milan Stojanović. */
  milan: number;
  /** The venue's calendar day when the scene opened, and the next one (a deadline every order route accepts). */
  today: string;
  tomorrow: string;
}

/** A test context and the demo ids of the order scene, with `meatCount` articles of Mesara Zlatibor. */
export async function createOrderScene(
  meatCount: number,
  options: TestContextOptions = {},
): Promise<OrderScene> {
  const ctx = await createTestContext(options);
  try {
    const today = venueToday(ctx.clock.now());
    return {
      ctx,
      kuhinja: await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja),
      mesara: await supplierId(ctx.db, DEMO.suppliers.mesara),
      meat: await articleIds(ctx.db, DEMO.venues.bistro, DEMO.suppliers.mesara, meatCount),
      milan: await contactId(
        ctx.db,
        DEMO.venues.bistro,
        DEMO.suppliers.mesara,
        DEMO.contacts.mesaraMilan.name,
      ),
      today,
      tomorrow: addDays(today, 1),
    };
  } catch (error) {
    // A failed lookup must not leave the app and its database open behind the failed suite.
    await ctx.close();
    throw error;
  }
}

/**
 * A priced article of the scene's supplier, added at the scene's station by the admin as the articles page adds one
 * (kilograms, category "Meso"). Its id.
 */
export async function addPricedSceneArticle(
  scene: Pick<OrderScene, 'ctx' | 'kuhinja' | 'mesara'>,
  articleName: string,
  price: string,
): Promise<number> {
  const made = await scene.ctx.call('admin', articleOperations.manualAdd, {
    params: { departmentId: scene.kuhinja },
    body: { supplierId: scene.mesara, articleName, categoryName: 'Meso', price, unit: 'KG' },
  });
  if (made.statusCode !== 201) throw new Error(`adding ${articleName}: ${made.statusCode} ${made.body}`);
  return (made.json() as { id: number }).id;
}

/**
 * An order of the scene, created and sent as `who`: Kuhinja orders the scene's meat (one article per amount, in
 * order) from Mesara Zlatibor for tomorrow and sends it to Milan by SMS. Its id.
 */
export async function sendSceneOrder(
  scene: OrderScene,
  who: Who,
  amounts: readonly string[],
): Promise<number> {
  const inject = await scene.ctx.as(who);
  const created = await inject({
    method: 'POST',
    url: `/api/orders/${scene.kuhinja}/create/${scene.mesara}`,
    payload: {
      deadline: scene.tomorrow,
      products: amounts.map((amount, index) => ({ id: scene.meat[index], amount })),
    },
  });
  if (created.statusCode !== 201) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
  const id = created.json().id as number;
  const sent = await inject({
    method: 'POST',
    url: `/api/orders/updateStatus/sendOrder?orderId=${id}`,
    payload: { supplierContactId: scene.milan, channel: 'sms' },
  });
  if (sent.statusCode !== 200) throw new Error(`send answered ${sent.statusCode}: ${sent.body}`);
  return id;
}
