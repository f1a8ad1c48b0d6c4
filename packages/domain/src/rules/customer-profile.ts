import type { z } from 'zod';
import { inputSchema } from '../engine/schemas.js';
import { Customer } from '../entities/customers.js';
import { passwordSchema, usernameSchema } from './account.js';

/**
 * A customer's profile (spec 000 §3, §6, §7): the fields a user changes on their own profile when
 * the store's `customer.canchangeprofile` allows it. User name, e-mail and mobile are not among
 * them: they are how the person signs in, changed with the current password (issue 9's step-up).
 */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'nationalCode', 'gender', 'dateOfBirth', 'avatar'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const customerUpdate = inputSchema(Customer, 'update') as unknown as z.ZodObject<Record<string, z.ZodType>>;
const pick = <K extends string>(names: readonly K[]) => Object.fromEntries(names.map((n) => [n, true])) as { [P in K]: true };

/** saveMyProfile's body: the profile fields, each optional (only those sent change). */
export const myProfileSchema = customerUpdate.pick(pick(PROFILE_FIELDS)).strict();

/** What an administrator's customer wizard sends (saveCustomerProfile): the sign-in data and the profile. */
const wizardFields = customerUpdate.pick(pick([...PROFILE_FIELDS, 'email', 'mobile', 'username'] as const));

/** saveCustomerProfile without an id: a new customer, with the password they will sign in with. */
export const newCustomerSchema = wizardFields.extend({ username: usernameSchema, password: passwordSchema }).strict();

/** saveCustomerProfile with an id: the fields sent change. */
export const customerProfileSchema = wizardFields.strict();

/** saveCustomerProfile's body either way (its OpenAPI shape): the route asks the user name and password of a new customer only. */
export const customerWizardSchema = wizardFields.extend({ password: passwordSchema.optional() }).strict();
