import { CUSTOMER_PROFILE_SETTING, settingIsTrue } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { AnyDb } from '../../db/schema.js';
import { requestStore } from '../../http/auth.js';
import { isAdministrator } from '../../http/public-reads.js';
import { readInstallationSetting } from '../operations/settings-reader.js';

/**
 * Whether the signed-in user may change what their own profile holds (the profile itself and its
 * attributes): the installation's `customer.canchangeprofile` (a customer is no store's, so the
 * request's store header does not choose it); administrators always may.
 */
export async function mayChangeOwnProfile(db: AnyDb, request: FastifyRequest): Promise<boolean> {
  if (await isAdministrator(db, request, await requestStore(request))) return true;
  return settingIsTrue(await readInstallationSetting(db, CUSTOMER_PROFILE_SETTING));
}
