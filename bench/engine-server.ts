import { entities, listQuerySchema, rowSchema } from '@store/domain';
import { Voucher, VoucherTag, voucherFixtures } from '@store/domain/fixtures';
import { buildApp } from '../apps/server/src/app.js';
import { EntityRegistry } from '../apps/server/src/areas/engine/entity-registry.js';
import { type Caller, type ListParams, ResourceService } from '../apps/server/src/areas/engine/resource-service.js';
import { openSecretBox } from '../apps/server/src/areas/identity/secret-key.js';
import { createTokenService } from '../apps/server/src/areas/identity/tokens.js';
import { openPostgres } from '../apps/server/src/db/connection.js';
import { requestLanguage } from '../apps/server/src/http/envelope.js';
import { listOf } from '../apps/server/src/http/responses.js';
import { PUBLIC } from '../apps/server/src/http/route-access.js';

/**
 * The server of the engine-list benchmark (bench/engine-lists.ts), started pinned to its own core:
 * the product's app (buildApp, every plugin, the access log on as in production) with the voucher
 * fixtures mounted, on the PostgreSQL database of DATABASE_URL (pool of 10, as in production), plus
 * one route that exists only in this process:
 *
 *   GET /bench/Vouchers — the same ResourceService.list, the same query-string validation and the
 *   same response serializer as GET /api/Vouchers, with a fixed store and caller and no guard (no
 *   store resolution, no session query). Outside /api, so it is not an API operation.
 *   GET /bench/VoucherTags — the same for the public GET /api/VoucherTags (no store resolution).
 *
 * Env: DATABASE_URL, PORT, BENCH_STORE_ID, BENCH_CUSTOMER_ID, BENCH_TOKEN_SECRET.
 */
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const database = openPostgres(env('DATABASE_URL'));
const app = await buildApp({
  context: {
    db: database.db,
    kind: database.kind,
    tokens: createTokenService(env('BENCH_TOKEN_SECRET')),
    secretBox: (await openSecretBox(database.db, { authSecret: env('BENCH_TOKEN_SECRET') })).box,
    version: 'bench',
    now: Date.now,
    engineFixtures: true,
  },
  extraEntities: voucherFixtures,
  accessLog: true,
});

const registry = new EntityRegistry([...entities, ...voucherFixtures]);
const service = new ResourceService(database.db, registry, Voucher);
const storeId = Number(env('BENCH_STORE_ID'));
const customerId = Number(env('BENCH_CUSTOMER_ID'));
app.get(
  '/bench/Vouchers',
  {
    config: { access: PUBLIC },
    schema: { querystring: listQuerySchema(Voucher), response: { 200: listOf(rowSchema(Voucher, registry.childrenOf(Voucher))) } },
  },
  async (request) => {
    const caller: Caller = { customerId, scope: 'all', isAdmin: true, storeId, language: requestLanguage(request) };
    return service.list(request.query as ListParams, caller);
  },
);

// The public tags list (store resolution, no session) served bare the same way, for target 3.
const tags = new ResourceService(database.db, registry, VoucherTag);
app.get(
  '/bench/VoucherTags',
  {
    config: { access: PUBLIC },
    schema: { querystring: listQuerySchema(VoucherTag), response: { 200: listOf(rowSchema(VoucherTag)) } },
  },
  async (request) => {
    const caller: Caller = { customerId: 0, scope: 'all', isAdmin: false, storeId, language: requestLanguage(request) };
    return tags.list(request.query as ListParams, caller);
  },
);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

const address = await app.listen({ port: Number(env('PORT')), host: '127.0.0.1' });
console.log(`Listening on ${address}`);
