import { type EntityDef, entityScope, integerText, listQuerySchema } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { DAILY_COUNTS_MAX_DAYS, dailyCounts } from './daily-counts.js';
import { assertListedParameters, listsBeyondView } from './list-reach.js';

/** Whether `timeZone` is one this runtime knows (an IANA name such as `Asia/Tehran`). */
function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The query of a trend: the list's filters and search, the number of days and the reader's time zone. */
export function dailyCountsQuerySchema(entity: EntityDef) {
  return listQuerySchema(entity)
    .omit({ page: true, pageSize: true, after: true, sort: true })
    .extend({
      days: integerText(1, DAILY_COUNTS_MAX_DAYS).default(30),
      tz: z.string().max(64).refine(knownTimeZone, { message: 'common.error.invalidtype' }).default('UTC'),
    });
}

/**
 * `GET /api/{Resource}/countPerDay` of an entity that declares `countsPerDay` (a dashboard
 * home's trend: tickets opened per day): the rows created on each of the last `days` days in the
 * caller's reach and the list's filters, for whoever may list it.
 */
export function dailyCountRoutes(ctx: AppContext, entity: EntityDef) {
  return async (app: App) => {
    if (!entity.countsPerDay || entity.childOf) return;
    app.get(
      `/api/${entity.resource}/countPerDay`,
      {
        ...guard(ctx.db, { kind: 'entity', entity, operation: 'list' }),
        schema: {
          tags: [entity.resource],
          summary: `How many ${entity.resource} were created on each of the last days (the list's filters; days in the time zone tz)`,
          querystring: dailyCountsQuerySchema(entity),
          response: { 200: dataOf(z.array(z.object({ day: z.string(), count: z.number().int() }))), ...guardedErrors },
        },
      },
      async (request: FastifyRequest) => {
        const { days, tz, ...filters } = request.query as Record<string, unknown> & { days: number; tz: string };
        const customerId = request.claims?.sub ?? 0;
        const scope = request.accessScope;
        // Someone who may list but not open rows filters only by what the list shows (as the list itself).
        const viewScope = request.isAdmin ? 'all' : entityScope(entity, request.accessLevels ?? [], 'view');
        if (listsBeyondView({ customerId, scope, viewScope })) assertListedParameters(entity, filters);
        const rowScope = { storeId: request.storeId, ownerId: scope === 'own' ? customerId : null };
        return { data: await dailyCounts(ctx.db, entity, filters, rowScope, requestLanguage(request), days, tz) };
      },
    );
  };
}
