import { CUSTOMER_PROFILE_SETTING, settingIsTrue } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { AnyDb } from '../../db/schema.js';
import { isAdministrator } from '../../http/public-reads.js';
import { readInstallationSetting } from '../operations/settings-reader.js';

/**
 * Whether the signed-in user may change what their own profile holds (the profile itself, its
 * attributes, its picture): the installation's `customer.canchangeprofile`; administrators of the
 * whole installation always may. A customer is no store's, so the request's store header chooses
 * neither the setting nor who counts as an administrator: a role limited to a store does not (as
 * `saveCustomerProfile`'s guard, `requireRole`, counts only roles limited to no store).
 */
export async function mayChangeOwnProfile(db: AnyDb, request: FastifyRequest): Promise<boolean> {
  if (await isAdministrator(db, request, null)) return true;
  return settingIsTrue(await readInstallationSetting(db, CUSTOMER_PROFILE_SETTING));
}
