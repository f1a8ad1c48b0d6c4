import { ADMIN_ROLE, idText, rowSchema, ScheduleTaskRun } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, errorSchema, guardedErrors } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { serverReader } from '../engine/caller.js';
import type { EntityRegistry } from '../engine/entity-registry.js';
import { ResourceService } from '../engine/resource-service.js';
import type { Scheduler } from './scheduler/scheduler.js';

/**
 * "Run now" (issue 14 item 5): an administrator runs a scheduled task once, at once, whatever its
 * schedule, through the scheduler's own claim — so never beside a run of any process (409
 * `scheduletask.error.running`). Answers the run as the history keeps it, once it has finished
 * (ok, or failed with its error: the task's failure is the run's outcome, not the call's).
 * Seeing tasks and runs is the engine's resources, open to every signed-in user; running one is
 * an administrator's act, like changing one.
 */
export function scheduleTaskRoutes(ctx: AppContext, registry: EntityRegistry, scheduler: Scheduler) {
  const runs = new ResourceService(ctx.db, registry, ScheduleTaskRun);
  return async (app: App) => {
    app.post(
      '/api/ScheduleTasks/:id/runNow',
      {
        ...guard(ctx.db, { kind: 'role', roles: [ADMIN_ROLE] }),
        schema: {
          tags: ['ScheduleTasks'],
          summary: 'Runs a scheduled task once, now, and answers its run (409 while the task is running)',
          params: z.strictObject({ id: idText }),
          response: { 200: dataOf(rowSchema(ScheduleTaskRun)), ...guardedErrors, 409: errorSchema },
        },
      },
      async (request) => {
        const result = await scheduler.runNow(Number(request.params.id));
        return { data: (await runs.get(result.runId, serverReader(null, requestLanguage(request)))) as never };
      },
    );
  };
}
