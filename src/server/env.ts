/**
 * All configuration in one validated place. Defaults make `npm start` work with nothing set; a bad value stops
 * start-up with a message naming the variable.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { resolveFromRoot } from './paths';
import type { LoginLimitsConfig } from '@/server/plugins/login-limits';
import type { S3Config } from '@/server/files/s3-store';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'production', 'test']).default('production'),
    ),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL'),
    ),
    DB_POOL_SIZE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).default(20)),
    JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    /** The key that encrypts stored secrets (SEF API keys): 32 bytes as 64 hex digits or base64. */
    SECRETS_KEY: optional(
      z
        .string()
        .refine((text) => secretsKeyBytes(text) !== null, 'must be 32 bytes as 64 hex digits or base64'),
    ),
    /** SEF's address for both environments instead of the Ministry's (a mirror, or a local server in tests). */
    SEF_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    /**
     * An S3-compatible object store for file contents (AWS, MinIO, Ceph…) instead of DATA_DIR/files: its endpoint,
     * addressed path-style (decision 0023). With S3_URL the bucket and both keys are required.
     */
    S3_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    S3_BUCKET: optional(z.string().min(3, 'must be a bucket name')),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    ACCESS_TOKEN_TTL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(5).default(900)),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).default('Nabavka <no-reply@nabavka.local>')),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    /** Trust X-Forwarded-For from this many proxies in front of the app (0: none, the client address is used). */
    TRUST_PROXY_HOPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    /** Attempts per window for register, checkEmail, the verification mail and password reset, per IP and per account. */
    AUTH_RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20)),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).default(900),
    ),
    /** Requests per minute per client IP to the supplier's link pages (docs/PRODUCT.md#supplier-link). */
    SUPPLIER_LINK_RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(60)),
    /** Failed logins (decision 0006): per account, per client IP, within the window. Successful logins never count. */
    LOGIN_FAILS_PER_ACCOUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10)),
    LOGIN_FAILS_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(100)),
    LOGIN_FAILS_WINDOW_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(900)),
    /** Bearer token of GET /metrics (Prometheus); unset: no metrics, the route answers 404. */
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    /** Embedded database: the Belgrade hour from which the day's backup is due, or `off`. */
    BACKUP_HOUR: z.preprocess(
      emptyAsUndefined,
      z
        .union([z.literal('off'), z.coerce.number().int().min(0).max(23)], {
          error: 'must be an hour 0-23 or off',
        })
        .default(3),
    ),
    /** Nightly backups kept (the oldest beyond are deleted; backups made by `npm run backup` never are). */
    BACKUP_KEEP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3650).default(14)),
    /** Where backups are written; DATA_DIR/backups by default (better: another disk). */
    BACKUP_DIR: optional(z.string()),
    /** Seconds between SIGTERM and closing the listener, while readiness already answers 503 (load balancers). */
    SHUTDOWN_DELAY_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(120).default(0)),
    /** Seconds between the standing-order job's looks for due occurrences (the e2e journeys shorten it). */
    STANDING_ORDERS_TICK_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(3600).default(60),
    ),
    /** Seconds between the cut-off reminder job's looks for due reminders (the e2e journeys shorten it). */
    CUTOFF_REMINDERS_TICK_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(3600).default(60),
    ),
    /**
     * Web Push (docs/decisions/0035-web-push.md): the VAPID key pair, base64url as `web-push generate-vapid-keys`
     * prints it; both or neither. Unset: generated once into the data dir.
     */
    VAPID_PUBLIC_KEY: optional(
      z
        .string()
        .refine((text) => base64urlBytes(text) === 65, 'must be a base64url P-256 public key (65 bytes)'),
    ),
    VAPID_PRIVATE_KEY: optional(
      z
        .string()
        .refine((text) => base64urlBytes(text) === 32, 'must be a base64url P-256 private key (32 bytes)'),
    ),
    /** Who the push services may contact: a mailto: or https: URL; the mail sender's address by default. */
    VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/).+/, 'must be a mailto: or https:// URL')),
    /** 1 adds the benchmark's ceiling routes (/api/bench/*); only `npm run bench` sets it. */
    BENCH_ROUTES: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['0', '1', 'false', 'true'], { error: 'must be 0, 1, false or true' })
        .default('0')
        .transform((value) => value === '1' || value === 'true'),
    ),
  })
  .superRefine((env, context) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      context.addIssue({ code: 'custom', path: [missing], message: 'is required with the other VAPID key' });
    }
    if (!env.S3_URL) return;
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required with S3_URL' });
    }
  });

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  trustProxyHops: number;
  authRateLimit: { max: number; windowMs: number };
  /** Requests per client IP to the supplier link pages (docs/PRODUCT.md#supplier-link). */
  supplierLinkRateLimit: { max: number; windowMs: number };
  loginLimits: LoginLimitsConfig;
  /** The load benchmark's ceiling routes (GET /api/bench/noop, /api/bench/select1) are registered. */
  benchRoutes: boolean;
  /** GET /metrics answers this bearer token; undefined: off. */
  metricsToken: string | undefined;
  /** Embedded database backups: the nightly hour (undefined: none), how many nightly files stay, where. */
  backup: { hour: number | undefined; keep: number; dir: string };
  shutdownDelayMs: number;
  /** How often the standing-order job looks for due occurrences (docs/decisions/0030-standing-orders.md). */
  standingOrdersTickMs: number;
  /** How often the cut-off reminder job looks for due reminders (docs/PRODUCT.md#notifications). */
  cutoffRemindersTickMs: number;
  /** 32 bytes that encrypt stored secrets (src/server/secrets/secret-box.ts). */
  secretsKey: Buffer;
  /** Overrides SEF's base URL of both environments (src/server/modules/invoices/sef-client.ts). */
  sefBaseUrl: string | undefined;
  /** File contents in an S3-compatible object store (src/server/files/s3-store.ts); undefined: DATA_DIR/files. */
  s3: S3Config | undefined;
  /** Web Push's VAPID keys and subject (docs/decisions/0035-web-push.md). */
  vapid: VapidConfig;
  /**
   * Push endpoints may be plain http:// (tests with a local push service); otherwise only https:// ones are taken,
   * so a subscription cannot make the server post to an address inside its own network. Never set from the env.
   */
  pushAllowHttp?: boolean;
}

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment. Creates the data dir and the JWT secret file when needed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const dataDir = resolveFromRoot(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    supplierLinkRateLimit: { max: e.SUPPLIER_LINK_RATE_LIMIT_MAX, windowMs: 60_000 },
    loginLimits: {
      failsPerAccount: e.LOGIN_FAILS_PER_ACCOUNT,
      failsPerIp: e.LOGIN_FAILS_PER_IP,
      windowSeconds: e.LOGIN_FAILS_WINDOW_SECONDS,
    },
    benchRoutes: e.BENCH_ROUTES,
    metricsToken: e.METRICS_TOKEN,
    backup: {
      hour: e.BACKUP_HOUR === 'off' ? undefined : e.BACKUP_HOUR,
      keep: e.BACKUP_KEEP,
      dir: e.BACKUP_DIR ? resolveFromRoot(e.BACKUP_DIR) : join(dataDir, 'backups'),
    },
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    standingOrdersTickMs: e.STANDING_ORDERS_TICK_SECONDS * 1000,
    cutoffRemindersTickMs: e.CUTOFF_REMINDERS_TICK_SECONDS * 1000,
    secretsKey: e.SECRETS_KEY ? secretsKeyBytes(e.SECRETS_KEY)! : persistedSecretsKey(dataDir),
    sefBaseUrl: e.SEF_BASE_URL?.replace(/\/+$/, ''),
    s3: e.S3_URL
      ? {
          endpoint: e.S3_URL,
          bucket: e.S3_BUCKET!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          region: e.S3_REGION,
        }
      : undefined,
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : persistedVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? vapidSubjectFrom(e.MAIL_FROM),
    },
  };
}

/** The byte length of a base64url text, or -1 when it is not base64url. */
function base64urlBytes(text: string): number {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9_-]+=*$/.test(trimmed)) return -1;
  return Buffer.from(trimmed, 'base64url').length;
}

/** `mailto:` of the mail sender's address ("Nabavka <no-reply@x>" or a bare address), else admin@localhost. */
export function vapidSubjectFrom(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^\S+@\S+$/.exec(mailFrom.trim())?.[0];
  return `mailto:${address ?? 'admin@localhost'}`;
}

/**
 * Like the secrets key: a VAPID key pair generated once into the data dir when the env has none, so the phones'
 * subscriptions (made with the public key) keep working after a restart. Several server processes on one PostgreSQL
 * must share it: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY there.
 */
function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
      if (
        typeof stored.publicKey === 'string' &&
        typeof stored.privateKey === 'string' &&
        base64urlBytes(stored.publicKey) === 65 &&
        base64urlBytes(stored.privateKey) === 32
      ) {
        return { publicKey: stored.publicKey, privateKey: stored.privateKey };
      }
    } catch {
      // A damaged file is replaced below, as a missing one.
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** A fresh P-256 key pair, base64url (the uncompressed public point, the 32-byte private scalar). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  // The scalar loses its leading zero bytes; VAPID wants all 32.
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

/** 64 hex digits or base64(url) of 32 bytes, as bytes; null for anything else. */
function secretsKeyBytes(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

/**
 * Like the JWT secret: generated once into the data dir when SECRETS_KEY is not set, so restarts can still read
 * what was encrypted. Several server processes on one PostgreSQL must share it: set SECRETS_KEY there.
 */
function persistedSecretsKey(dataDir: string): Buffer {
  const file = join(dataDir, 'secrets-key');
  if (existsSync(file)) {
    const stored = secretsKeyBytes(readFileSync(file, 'utf8'));
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

/** A secret generated once and kept in the data dir, so restarts keep everyone's sessions. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
