import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { TokenService } from './areas/identity/tokens.js';
import type { DatabaseKind } from './db/connection.js';
import type { Database } from './db/schema.js';

/** What every area's routes are built with. */
export interface AppContext {
  db: Kysely<Database>;
  kind: DatabaseKind;
  tokens: TokenService;
  version: string;
  /** Milliseconds since the epoch; tests move it to check time-based rules (TOTP steps). */
  now: () => number;
  /** The engine's fixture entities are mounted (ENGINE_FIXTURES; journeys and benchmarks only). */
  engineFixtures?: boolean;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
