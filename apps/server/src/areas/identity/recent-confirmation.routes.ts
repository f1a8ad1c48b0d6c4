import { confirmPasswordSchema, RECENT_CONFIRMATION_SECONDS } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { accountSession } from './account-session.js';
import { confirmPassword } from './step-up.js';

/**
 * `POST /api/Authentication/confirmPassword`: the signed-in user confirms their password, which
 * opens power changes (customers, roles, security accesses) to this session for
 * `RECENT_CONFIRMATION_SECONDS`. Guesses come from the session's step-up allowance.
 */
export function recentConfirmationRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.post(
      '/api/Authentication/confirmPassword',
      {
        ...guard(ctx.db, { kind: 'user' }),
        schema: {
          tags: ['Authentication'],
          summary:
            'Confirm the password (and, while two-factor is on, a code) to make power changes from this session for a while: changes of customers, roles and security accesses',
          body: confirmPasswordSchema,
          response: {
            200: dataOf(z.object({ confirmedForSeconds: z.number().int() })),
            400: errorSchema,
            401: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (request) => {
        // confirmPassword records the confirmation on the session when the password (and, while
        // two-factor is on, the code) is right.
        await confirmPassword(ctx, accountSession(request), request.body);
        return { data: { confirmedForSeconds: RECENT_CONFIRMATION_SECONDS } };
      },
    );
  };
}
