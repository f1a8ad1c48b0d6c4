import { changePasswordSchema, fail, registerSchema } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { changePassword, register } from './account-service.js';
import { applicationIdentity, authRecordSchema } from './auth-schemas.js';

const tags = ['Authentication'];

/** Registration and password change (spec 000 §5 rules, spec 001 §8 security errors). */
export function accountRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.post(
      '/api/Authentication/register',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary: 'Register a customer account and sign in',
          body: registerSchema,
          response: { 201: dataOf(authRecordSchema), 400: errorSchema, 409: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await register(ctx, request.body, request.ip, applicationIdentity(request.headers)) }),
    );

    app.post(
      '/api/Authentication/changePassword',
      {
        ...guard(ctx.db, { kind: 'user' }),
        schema: {
          tags,
          summary: 'Change the password; every other session is signed out',
          body: changePasswordSchema,
          response: { 200: dataOf(z.object({ changed: z.literal(true) })), 400: errorSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const claims = request.claims;
        if (!claims) throw fail('common.error.signinfirst');
        return { data: await changePassword(ctx, claims.sub, claims.sid, request.body) };
      },
    );
  };
}
