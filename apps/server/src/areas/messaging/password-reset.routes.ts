import { passwordResetRequestSchema, resetPasswordSchema } from '@store/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.js';
import { requestStore } from '../../http/auth.js';
import { clientKey } from '../../http/client-address.js';
import { requestLanguage } from '../../http/envelope.js';
import { dataOf, errorSchema } from '../../http/responses.js';
import { guard, PUBLIC } from '../../http/route-access.js';
import { mailOrigin, storePrefix } from './mail-links.js';
import type { MailSender } from './mail-sender.js';
import { requestReset, resetPassword } from './password-reset.js';

const tags = ['Authentication'];

/**
 * Password reset by e-mail (issue 14 item 6): a visitor asks for a link to an address, and sets a
 * new password with the link's token. Both public; decisions in docs/notes/issue-14-messaging.md.
 */
export function passwordResetRoutes(ctx: AppContext, mailer: MailSender, publicOrigin: string | undefined, warn: (m: string) => void) {
  return async (app: App) => {
    app.post(
      '/api/Authentication/requestPasswordReset',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary:
            'Mails a single-use link to set a new password to the account holding this e-mail; answered alike whether or not one does',
          body: passwordResetRequestSchema,
          response: { 200: dataOf(z.object({ minutes: z.number().int() })), 400: errorSchema, 429: errorSchema },
        },
      },
      async (request) => {
        const storeId = await requestStore(request);
        const origin = await mailOrigin(request, publicOrigin);
        if (origin === null) warn(`no reset link was mailed: set PUBLIC_ORIGIN (the request's host ${request.hostname} is no store's)`);
        const { minutes, queued } = await requestReset(ctx, {
          email: request.body.email,
          language: requestLanguage(request),
          origin,
          prefix: await storePrefix(ctx.db, storeId),
          address: clientKey(request.ip),
          storeId,
        });
        if (queued) mailer.nudge();
        return { data: { minutes } };
      },
    );

    app.post(
      '/api/Authentication/resetPassword',
      {
        ...guard(ctx.db, PUBLIC),
        schema: {
          tags,
          summary: 'Sets a new password with a reset link’s token, once; every session of the account ends',
          body: resetPasswordSchema,
          response: { 200: dataOf(z.object({ reset: z.literal(true) })), 400: errorSchema },
        },
      },
      async (request) => {
        await resetPassword(ctx, request.body.token, request.body.password);
        return { data: { reset: true as const } };
      },
    );
  };
}
