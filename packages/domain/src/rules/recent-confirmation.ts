import { z } from 'zod';
import { currentPasswordSchema, pinCodeSchema, recoveryCodeSchema } from './account.js';

/**
 * Re-authentication for power changes ("sudo mode", as GitHub has it): a session that confirmed its
 * password within this many seconds may change customers, roles and security accesses (an entity's
 * `recentConfirmation`); after that the server answers 403 `security.error.confirmpassword` and the
 * web asks for the password again. Counted from the confirmation itself, never extended by the
 * changes made in it: a thief holding a confirmed session cannot keep it confirmed. As long as an
 * access token lives, so a token stolen at the moment of a confirmation gives no longer.
 */
export const RECENT_CONFIRMATION_SECONDS = 15 * 60;

/** `POST /api/Authentication/confirmPassword`: the password, and a code when two-factor is on. */
export const confirmPasswordSchema = z.strictObject({
  password: currentPasswordSchema,
  pinCode: pinCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
