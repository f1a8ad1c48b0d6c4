import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { emailText, mobileText } from '../engine/schemas.js';
import { safeString, safeText } from '../engine/text.js';

/**
 * Account rules of spec 000 §5, enforced by the server and mirrored in the web's forms from these
 * same schemas. User name: 8–20 letters, digits, `.` or `_`; not starting or ending with `.`/`_`;
 * no two of `.`/`_` in a row.
 */
export const USERNAME_PATTERN = /^(?=.{8,20}$)(?![._])(?!.*[._]{2})[a-zA-Z0-9._]+(?<![._])$/;

export const usernameSchema = safeText(100)
  .refine((v) => v.length > 0, { message: 'common.error.required', abort: true })
  .refine((v) => USERNAME_PATTERN.test(v), { message: 'security.error.usernameformat' });

export const passwordSchema = safeString(200)
  .refine((v) => v.length > 0, { message: 'security.error.passwordempty', abort: true })
  .refine((v) => v.length >= MIN_PASSWORD_LENGTH, { message: 'security.error.passwordshort', params: { min: MIN_PASSWORD_LENGTH } });

const optionalText = (max: number) => safeText(max).nullable().optional();

export const emailSchema = emailText;
export const mobileSchema = mobileText;

const confirmed = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'security.error.passwordmismatch' });
  }
};

export const registerSchema = z
  .strictObject({
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: safeString(200),
    email: emailSchema.nullable().optional(),
    mobile: mobileSchema.nullable().optional(),
    firstName: optionalText(100),
    lastName: optionalText(100),
  })
  .superRefine(confirmed);

export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string()
      .max(200)
      .refine((v) => v.length > 0, { message: 'security.error.passwordempty' }),
    password: passwordSchema,
    confirmPassword: safeString(200),
  })
  .superRefine(confirmed);

/** Six digits of an authenticator app (RFC 6238). */
export const pinCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'security.error.wrongauthenticatorcode' });

/** One-time recovery code shown when two-factor is turned on: `xxxxx-xxxxx`. */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, { message: 'security.error.wrongauthenticatorcode' });
