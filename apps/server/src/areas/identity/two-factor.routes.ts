import { fail, pinCodeSchema, recoveryCodeSchema } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { dataOf, errorSchema } from '../../http/responses.js';
import { guard } from '../../http/route-access.js';
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor, twoFactorStatus } from './two-factor-service.js';

const tags = ['Authentication'];
const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema };

function signedIn(request: FastifyRequest) {
  if (!request.claims) throw fail('common.error.signinfirst');
  return request.claims;
}

/** Two-factor authentication with an authenticator app (RFC 6238) and one-time recovery codes. */
export function twoFactorRoutes(ctx: AppContext) {
  return async (app: App) => {
    const signedInOnly = guard(ctx.db, { kind: 'user' });

    app.get(
      '/api/Authentication/getTwoFactorAuthenticationStatus',
      {
        ...signedInOnly,
        schema: { tags, summary: 'Whether two-factor is on', response: { 200: dataOf(z.object({ enabled: z.boolean() })), ...errors } },
      },
      async (request) => ({ data: await twoFactorStatus(ctx.db, signedIn(request).sub) }),
    );

    app.post(
      '/api/Authentication/setTwoFactorAuthentication',
      {
        ...signedInOnly,
        schema: {
          tags,
          summary: 'Without a code: a new secret and QR code (pending). With a correct code: turn on, answering recovery codes once',
          body: z.strictObject({ pinCode: pinCodeSchema.optional() }).optional(),
          response: {
            200: dataOf(
              z.union([
                z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }),
                z.object({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) }),
              ]),
            ),
            ...errors,
          },
        },
      },
      async (request) => {
        const claims = signedIn(request);
        const pinCode = request.body?.pinCode;
        if (!pinCode) return { data: await beginTwoFactor(ctx.db, claims.sub, claims.username) };
        return { data: await confirmTwoFactor(ctx.db, claims.sub, claims.sid, pinCode, ctx.now()) };
      },
    );

    app.post(
      '/api/Authentication/disableTwoFactorAuthentication',
      {
        ...signedInOnly,
        schema: {
          tags,
          summary: 'Turn two-factor off with a current code or a recovery code',
          body: z.strictObject({ pinCode: pinCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() }),
          response: { 200: dataOf(z.object({ enabled: z.literal(false) })), ...errors },
        },
      },
      async (request) => {
        const claims = signedIn(request);
        return { data: await disableTwoFactor(ctx.db, claims.sub, claims.username, request.body, ctx.now()) };
      },
    );
  };
}
