import { idText, rowSchema, TicketCategory, TicketPriority } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ticketServices } from './ticket-services.js';
import { LIST_MAX, type UnitNode, unitNode } from './ticket-shapes.js';

/**
 * What a customer chooses from when opening a ticket (spec 000 §7 "CRM": getUnits, getCategories;
 * "Tickets": getPriorities): the store's active units as a tree, a unit's active categories and
 * the active priorities.
 */
export function crmRoutes(ctx: AppContext, registry: EntityRegistry) {
  const s = ticketServices(ctx, registry);

  return async (app: App) => {
    const signedIn = guard(ctx.db, { kind: 'user' });

    app.get(
      '/api/Tickets/getPriorities',
      {
        ...signedIn,
        schema: {
          tags: ['Tickets'],
          summary: 'The store’s active ticket priorities, in display order',
          response: { 200: dataOf(z.array(rowSchema(TicketPriority))), ...guardedErrors },
        },
      },
      async (request) => ({
        data: (await s.priorities.all(
          { isActived: [true], sort: 'displayOrder' },
          s.writerOf(await s.callerOf(request)),
          LIST_MAX,
        )) as never,
      }),
    );

    app.get(
      '/api/CRM/getUnits',
      {
        ...signedIn,
        schema: {
          tags: ['CRM'],
          summary: 'The store’s active units as a tree, in display order (a unit under an inactive one is left out with it)',
          response: { 200: dataOf(z.array(unitNode)), ...guardedErrors },
        },
      },
      async (request) => {
        const rows = await s.units.all({ isActived: [true], sort: 'displayOrder' }, s.writerOf(await s.callerOf(request)), LIST_MAX);
        const nodes = new Map(rows.map((row): [number, UnitNode] => [Number(row.id), { ...row, children: [] }]));
        const roots: UnitNode[] = [];
        for (const node of nodes.values()) {
          if (node.parentUnitId === null || node.parentUnitId === undefined) roots.push(node);
          else nodes.get(Number(node.parentUnitId))?.children.push(node);
        }
        return { data: roots as never };
      },
    );

    app.get(
      '/api/CRM/getCategories',
      {
        ...signedIn,
        schema: {
          tags: ['CRM'],
          summary: 'The active ticket categories of a unit',
          querystring: z.strictObject({ unitId: idText }),
          response: { 200: dataOf(z.array(rowSchema(TicketCategory))), ...guardedErrors },
        },
      },
      async (request) => ({
        data: (await s.categories.all(
          { unitId: [request.query.unitId], isActived: [true], sort: 'title' },
          s.writerOf(await s.callerOf(request)),
          LIST_MAX,
        )) as never,
      }),
    );
  };
}
