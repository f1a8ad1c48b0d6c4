import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { FileStorage } from './areas/cms-files/cms-files.routes.js';
import type { S3Settings } from './areas/cms-files/s3-file-store.js';
import type { DeviceCookies } from './areas/identity/device-cookie.js';
import type { SecretBox } from './areas/identity/secret-box.js';
import type { TokenService } from './areas/identity/tokens.js';
import type { DatabaseKind } from './db/connection.js';
import type { Database } from './db/schema.js';

/** What every area's routes are built with. */
export interface AppContext {
  db: Kysely<Database>;
  /**
   * Where the public catalog's reads go (a PostgreSQL streaming replica, `DATABASE_READ_URL`);
   * unset, `db`. Writes, and an administrator's or a customer's reads of their own, stay on `db`.
   */
  readDb?: Kysely<Database>;
  kind: DatabaseKind;
  tokens: TokenService;
  /** Seals TOTP secrets and keys recovery codes at rest (a key outside the customer rows). */
  secretBox: SecretBox;
  version: string;
  /** Milliseconds since the epoch; tests move it to check time-based rules (TOTP steps). */
  now: () => number;
  /** The engine's fixture entities are mounted (ENGINE_FIXTURES; journeys and benchmarks only). */
  engineFixtures?: boolean;
  /** Signs sign-in device cookies; unset (tests, benchmarks), a key kept in the database is used. */
  deviceCookies?: DeviceCookies;
  /** CATALOG_FACETS_CACHE_MS (config.ts); unset: as long as the read cache keeps anything. */
  catalogFacetsCacheMs?: number;
  /**
   * How long a catalog read waits for its store's facet index to first load before reading SQL
   * instead (default FIRST_LOAD_WAIT_MS); null: the catalog reads SQL only. Tests wait, so a route
   * answers from the index every time.
   */
  facetIndexWaitMs?: number | null;
  /**
   * How long after its last look a catalog read uses the facet index without looking for changes,
   * when this process has answered no write since (default LOOK_EVERY_MS). Tests look every time
   * (0), since they also write beside the app.
   */
  facetIndexLookMs?: number;
  /** How long each wait of an SMTP conversation may last (messaging/smtp-transport.ts SMTP_TIMEOUT_MS); tests shorten it. */
  mailTimeoutMs?: number;
  /** Where uploaded files live (DATA_DIR or an S3 bucket); unset (tests, benchmarks), a temporary folder. */
  files?: FileStorage;
  /**
   * Where archives go (`DATA_DIR/backups`) and the bucket they are uploaded to (`BACKUP_S3_*`, else
   * the files' `S3_*`); unset (tests), a temporary folder and no bucket.
   */
  backups?: { dir: string; cloud?: S3Settings | undefined };
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
