import { fail } from '@store/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requireUser } from '../../http/auth.js';
import { dataOf, errorSchema } from '../../http/responses.js';
import { decoyHash, verifyPassword } from './password.js';
import { closeSessions, openSession } from './sessions.js';

const authRecordSchema = z.object({
  username: z.string(),
  roles: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  expire_date: z.string(),
  applicationIdentity: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  logo: z.string().nullable(),
  maxvalidationtime: z.number(),
});

const signinBody = z.strictObject({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});

/** Application identity header sent by the web (spec 000 §7). */
const APP_IDENTITY_HEADER = 'application-identity';

/**
 * Minimal sign-in and sign-out: enough to guard the dashboard from day one. Registration,
 * refresh, two-factor and rate limits belong to the identity issue.
 */
export function authenticationRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.post(
      '/api/Authentication/signin',
      {
        schema: {
          tags: ['Authentication'],
          summary: 'Sign in with user name and password',
          body: signinBody,
          response: { 200: dataOf(authRecordSchema), 400: errorSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const { username, password } = request.body;
        const customer = await ctx.db
          .selectFrom('customers')
          .select(['id', 'username', 'passwordHash', 'firstName', 'lastName', 'isActive'])
          .where(sql`lower(username)`, '=', username.toLowerCase())
          .where('isDeleted', '=', false)
          .executeTakeFirst();
        // A missing user costs a full hash check too, so timing does not reveal which accounts exist.
        const ok = await verifyPassword(password, customer?.passwordHash ?? (await decoyHash()));
        if (!customer || !ok || !customer.isActive) throw fail('security.error.authfailed');
        const identity = request.headers[APP_IDENTITY_HEADER];
        return { data: await openSession(ctx.db, ctx.tokens, customer, typeof identity === 'string' ? identity.slice(0, 100) : '') };
      },
    );

    app.post(
      '/api/Authentication/signout',
      {
        onRequest: requireUser(ctx.db),
        schema: {
          tags: ['Authentication'],
          summary: 'Sign out of this device, or of all devices',
          body: z.strictObject({ allDevices: z.boolean().default(false) }).optional(),
          response: { 200: dataOf(z.object({ signedOut: z.boolean() })), 401: errorSchema },
        },
      },
      async (request) => {
        const claims = request.claims;
        if (!claims) throw fail('common.error.signinfirst');
        await closeSessions(ctx.db, claims.sub, claims.sid, request.body?.allDevices ?? false);
        return { data: { signedOut: true } };
      },
    );
  };
}
