import { z } from 'zod';
import { safeString } from '../engine/text.js';
import { emailSchema, passwordSchema } from './account.js';

/**
 * Password reset by e-mail (issue 14 item 6): the request names an e-mail address and gets the
 * same answer whether or not an account holds it; the link's token (in the address's fragment,
 * never sent to a server by the browser) sets a new password once. Server and web check with these.
 */
export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema.refine((v) => v.length > 0, { message: 'common.error.required' }),
});

/** A reset token as the link carries it: 43 base64url characters (32 random bytes). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const resetPasswordSchema = z
  .strictObject({
    token: safeString(100).refine((v) => RESET_TOKEN_PATTERN.test(v), { message: 'security.error.resetlinkinvalid' }),
    password: passwordSchema,
    confirmPassword: safeString(200),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'security.error.passwordmismatch' });
    }
  });

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;
