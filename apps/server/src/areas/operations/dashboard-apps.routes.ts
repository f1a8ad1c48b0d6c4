import { type DashboardApp, dashboardApps, type Rights, translate } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { effectiveAccess } from '../identity/effective-access.js';

const appSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), path: z.string().nullable() });
const tags = ['Applications'];
const NONE: Rights = { list: 'none', view: 'none', print: 'none', create: 'none', update: 'none', delete: 'none', act: 'none' };

/**
 * The dashboard home's applications (spec 000 §7: `getmyapps`, `getavailableapps`, name and
 * description): the parts of the product the signed-in user opens, and those a role would open
 * (`dashboardApps`, docs/notes/issue-14-home.md), named in the caller's language.
 */
export function dashboardAppRoutes(ctx: AppContext, registry: EntityRegistry) {
  const appsOf = async (request: FastifyRequest) => {
    const access = await effectiveAccess(ctx.db, request.claims?.sub ?? 0, await requestStore(request), registry.all);
    const rights = new Map(access.entities.map((entity) => [entity.name, entity.rights]));
    return dashboardApps((entity) => rights.get(entity.name) ?? NONE);
  };
  const shown = (request: FastifyRequest, list: DashboardApp[]) => {
    const language = requestLanguage(request);
    return list.map((app) => ({ ...app, name: translate(language, app.name), description: translate(language, app.description) }));
  };
  return async (app: App) => {
    const signedIn = guard(ctx.db, { kind: 'user' });
    app.get(
      '/api/applications/getmyapps',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The applications the signed-in user has',
          response: { 200: dataOf(z.array(appSchema)), ...guardedErrors },
        },
      },
      async (request) => ({ data: shown(request, (await appsOf(request)).mine) }),
    );
    app.get(
      '/api/applications/getavailableapps',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'The applications still available to the signed-in user (a role would open them)',
          response: { 200: dataOf(z.array(appSchema)), ...guardedErrors },
        },
      },
      async (request) => ({ data: shown(request, (await appsOf(request)).available) }),
    );
  };
}
