import { resolve } from 'node:path';
import type { S3Settings } from './areas/cms-files/s3-file-store.js';
import { type ProxyTrust, parseTrustProxy } from './http/trust-proxy.js';

/** Process configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; unset means the embedded database under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * A streaming replica of `databaseUrl` (`DATABASE_READ_URL`) the public catalog's reads go to
   * (`AppContext.readDb`): the product list and its facet index for everyone, a product's page for
   * a visitor. Writes and everything else — an administrator's or an owner's product page, the
   * dashboard, accounts — stay on `databaseUrl`. The list may show a write a moment late (the
   * replica's replay lag). Unset: everything reads `databaseUrl`. Refused at start without
   * `DATABASE_URL` (the embedded database has no replica).
   */
  databaseReadUrl: string | undefined;
  adminPassword: string | undefined;
  /** Secret that signs access tokens; unset means one generated once and kept in the database. */
  authSecret: string | undefined;
  /** Key of the account secrets at rest (TOTP secrets, recovery codes); unset: derived from AUTH_SECRET, else kept in the database. */
  encryptionKey: string | undefined;
  logLevel: string;
  /** Seed the demo store when the database is empty. */
  seedDemo: boolean;
  /** Whether the administrators role, when first created, requires two-factor sign-in. */
  requireAdminTwoFactor: boolean;
  /**
   * Reverse proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`: addresses or CIDR
   * ranges, optionally with a hop count; see http/trust-proxy.ts); unset trusts none, so the
   * client is the socket's address.
   */
  trustProxy: ProxyTrust | undefined;
  /**
   * Mount the engine's fixture entities (vouchers: every capability of the engine at once) with
   * their tables, for the browser journeys and benchmarks; never in a real store.
   */
  engineFixtures: boolean;
  /**
   * An S3-compatible bucket for uploaded files (`S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY_ID`,
   * `S3_SECRET_ACCESS_KEY`, `S3_REGION`; path-style addresses); unset: files under `dataDir`.
   */
  s3: S3Settings | undefined;
  /**
   * The bucket backups are uploaded to when a backup asks for it: `BACKUP_S3_BUCKET` (with
   * `BACKUP_S3_ENDPOINT`, `BACKUP_S3_ACCESS_KEY_ID`, `BACKUP_S3_SECRET_ACCESS_KEY`, `BACKUP_S3_REGION`,
   * each defaulting to its `S3_*`), else the files' bucket (archives under `backups/`); unset: none.
   */
  backupS3: S3Settings | undefined;
  /**
   * The site's public origin (`PUBLIC_ORIGIN`, e.g. `https://shop.example`): canonical addresses,
   * Open Graph, the sitemap and robots.txt name it whatever Host a request says. Unset: the
   * request's own origin (fine on a machine of one's own; behind a shared cache, set it).
   */
  publicOrigin: string | undefined;
  /**
   * How long a store's facet counts for one filter are kept (`CATALOG_FACETS_CACHE_MS`, 0–5000,
   * default 5000): the counts cost several grouped queries over the filtered products, and a
   * visitor's panel showing counts a few seconds old is fine. 0 counts afresh on every call.
   */
  catalogFacetsCacheMs: number;
  /**
   * How often this process looks for due scheduled tasks (`SCHEDULER_INTERVAL_SECONDS`, 0–3600,
   * default 30). 0: this process runs none (another process sharing the database does); "run now"
   * still works in it. A task is never due more often than its own `seconds`.
   */
  schedulerIntervalSeconds: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: readDatabaseReadUrl(env),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    authSecret: env.AUTH_SECRET || undefined,
    encryptionKey: env.ENCRYPTION_KEY || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    // On in production by default; a demo or development run starts without it.
    requireAdminTwoFactor: (env.REQUIRE_ADMIN_TWO_FACTOR ?? (env.NODE_ENV === 'production' ? 'true' : 'false')) === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    engineFixtures: env.ENGINE_FIXTURES === 'true',
    s3: readS3(env),
    backupS3: readBackupS3(env),
    publicOrigin: readPublicOrigin(env.PUBLIC_ORIGIN),
    catalogFacetsCacheMs: readFacetsCacheMs(env.CATALOG_FACETS_CACHE_MS),
    schedulerIntervalSeconds: readSchedulerInterval(env.SCHEDULER_INTERVAL_SECONDS),
  };
}

function readFacetsCacheMs(value: string | undefined): number {
  if (value === undefined || value === '') return 5_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 5_000) throw new Error(`CATALOG_FACETS_CACHE_MS must be 0 to 5000, got "${value}"`);
  return ms;
}

function readSchedulerInterval(value: string | undefined): number {
  if (value === undefined || value === '') return 30;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3_600)
    throw new Error(`SCHEDULER_INTERVAL_SECONDS must be 0 to 3600, got "${value}"`);
  return seconds;
}

/** `DATABASE_READ_URL`, only beside a `DATABASE_URL` (a replica of what?). */
function readDatabaseReadUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.DATABASE_READ_URL) return undefined;
  if (!env.DATABASE_URL) throw new Error('DATABASE_READ_URL needs DATABASE_URL: it names a replica of that PostgreSQL server');
  return env.DATABASE_READ_URL;
}

/** `https://shop.example` (a trailing slash or path is dropped); anything but an http(s) address is refused at start. */
export function readPublicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an address like https://shop.example, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_ORIGIN must be http or https, got "${value}"`);
  return url.origin;
}

/** Backups' bucket: `BACKUP_S3_*` over `S3_*` (config.ts `backupS3`). */
function readBackupS3(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.BACKUP_S3_BUCKET) return readS3(env);
  const pick = (name: string) => env[`BACKUP_S3_${name}`] || env[`S3_${name}`];
  return readS3({
    S3_BUCKET: env.BACKUP_S3_BUCKET,
    S3_ENDPOINT: pick('ENDPOINT'),
    S3_ACCESS_KEY_ID: pick('ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: pick('SECRET_ACCESS_KEY'),
    S3_REGION: pick('REGION'),
  });
}

/** The bucket settings, or undefined when `S3_BUCKET` is unset; a bucket without the rest is refused at start. */
function readS3(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!endpoint || !accessKeyId || !secretAccessKey)
    throw new Error('S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return { endpoint, bucket: env.S3_BUCKET, accessKeyId, secretAccessKey, region: env.S3_REGION || 'us-east-1' };
}
