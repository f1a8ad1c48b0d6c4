import { sql } from 'kysely';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';

export function healthRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.get(
      '/api/health',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags: ['System'],
          summary: 'Liveness and the database in use',
          response: {
            200: dataOf(
              z.object({
                status: z.literal('ok'),
                database: z.enum(['pglite', 'postgresql']),
                version: z.string(),
                engineFixtures: z.boolean(),
              }),
            ),
          },
        },
      },
      async () => {
        await sql`select 1`.execute(ctx.db);
        return { data: { status: 'ok' as const, database: ctx.kind, version: ctx.version, engineFixtures: ctx.engineFixtures === true } };
      },
    );

    // Liveness without touching the database: for load balancers (and the framework benchmark).
    app.get(
      '/api/ping',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags: ['System'],
          summary: 'Liveness of this process (takes no input)',
          response: { 200: dataOf(z.object({ pong: z.literal(true) })) },
        },
      },
      (_request, reply) => {
        reply.send({ data: { pong: true as const } });
      },
    );
  };
}
