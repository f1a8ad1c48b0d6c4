import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { emailText, mobileInput, USERNAME_PATTERN } from '../engine/schemas.js';
import { safeString, safeText } from '../engine/text.js';

/**
 * Account rules of spec 000 §5, enforced by the server and mirrored in the web's forms from these
 * same schemas. The user name pattern is the `username` field kind's (engine/field-kinds.ts).
 */
export { USERNAME_PATTERN };

export const usernameSchema = safeText(100)
  .refine((v) => v.length > 0, { message: 'common.error.required', abort: true })
  .refine((v) => USERNAME_PATTERN.test(v), { message: 'security.error.usernameformat' });

export const passwordSchema = safeString(200)
  .refine((v) => v.length > 0, { message: 'security.error.passwordempty', abort: true })
  .refine((v) => v.length >= MIN_PASSWORD_LENGTH, { message: 'security.error.passwordshort', params: { min: MIN_PASSWORD_LENGTH } });

const optionalText = (max: number) => safeText(max).nullable().optional();

export const emailSchema = emailText;
/** A mobile typed in any digits, kept in Latin ones (registration, the contact change, the wizard's check). */
export const mobileSchema = mobileInput;

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

/**
 * The code a step-up sends besides the password while two-factor is on (issue 9): the app's six
 * digits or a recovery code (spent by its use). Not needed in a session opened with a recovery code
 * within the recovery window; the server says `pinCode` is required when it is missing.
 */
const stepUpCode = { pinCode: pinCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() };

export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string()
      .max(200)
      .refine((v) => v.length > 0, { message: 'security.error.passwordempty' }),
    password: passwordSchema,
    confirmPassword: safeString(200),
    ...stepUpCode,
  })
  .superRefine(confirmed);

/**
 * The current password, sent again in the same request as a sensitive change (issue 9 step-up):
 * turning two-factor on or off, changing the e-mail or the mobile.
 */
export const currentPasswordSchema = safeString(200).refine((v) => v.length > 0, { message: 'common.error.required' });

/** Without `pinCode`: start setting up (a new pending secret); with it: confirm and turn on. */
export const setTwoFactorSchema = z.strictObject({ password: currentPasswordSchema, pinCode: pinCodeSchema.optional() });

/** The password and a code of the app or a recovery code (the password alone in a session opened with a recovery code). */
export const disableTwoFactorSchema = z.strictObject({ password: currentPasswordSchema, ...stepUpCode });

/** A new e-mail address; empty or null removes it. */
export const changeEmailSchema = z.strictObject({ password: currentPasswordSchema, email: emailSchema.nullable(), ...stepUpCode });

/** A new mobile number; empty or null removes it. */
export const changeMobileSchema = z.strictObject({ password: currentPasswordSchema, mobile: mobileSchema.nullable(), ...stepUpCode });
