import { ADMIN_ROLE, CUSTOMER_FILES_DIRECTORY, DomainError, isFileOf, type Row } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AnyDb } from '../../db/schema.js';
import { sessionState } from '../../http/auth.js';
import { isAdministrator } from '../../http/public-reads.js';
import { ValidationFailure } from '../../http/validation.js';
import { spellingsOf, storedName, uploaderOf } from '../cms-files/file-uploaders.js';
import type { StoredFile } from '../cms-files/storage.js';
import { mayChangeOwnProfile } from '../identity/own-profile.js';
import type { AttributeRow } from './attribute-definitions.js';

/**
 * Whether a file attribute of `customerId`'s own customer row in the store holds exactly this
 * file's address. Only file attributes count: a text that merely names the file holds nothing.
 */
async function holdsFile(db: AnyDb, storeId: number, customerId: number, name: string): Promise<boolean> {
  const [encoded, plain] = spellingsOf(name);
  const { rows } = await sql<{ value: string }>`
    SELECT m.value FROM generic_attribute_mappings m JOIN generic_attributes a ON a.id = m.generic_attribute_id
    WHERE m.store_id = ${storeId} AND m.entity_name = 'Customer' AND m.entity_id = ${customerId}
      AND a.entity_name = 'Customer' AND a.attribute_control_type_id = '6'
      AND (m.value LIKE ${encoded} OR m.value LIKE ${plain})
    LIMIT 20`.execute(db);
  return rows.some((row) => isFileOf(CUSTOMER_FILES_DIRECTORY, row.value) && storedName(row.value, storeId) === name);
}

/**
 * Who may read a file of the store's CustomerFiles folder (customers' own attribute files): a
 * signed-in user whose session is open and who is an administrator of the store, the file's
 * uploader, or the customer whose attribute holds it (an administrator may have uploaded it for
 * them in the wizard). Anyone else is answered as if the file did not exist.
 */
export function customerFileReader(ctx: AppContext) {
  return async (request: FastifyRequest, file: StoredFile): Promise<boolean> => {
    const { claims } = request;
    if (!claims || claims.guest) return false;
    const state = await sessionState(ctx.db, claims, '', file.storeId);
    if (!state) return false;
    if (!state.needsTwoFactorSetup && state.roles.some((role) => role.toLowerCase() === ADMIN_ROLE)) return true;
    if ((await uploaderOf(ctx.db, file.storeId, CUSTOMER_FILES_DIRECTORY, file.name)) === claims.sub) return true;
    return holdsFile(ctx.db, file.storeId, claims.sub, file.name);
  };
}

/**
 * A customer saving their own attributes may name only files of the private folder they uploaded
 * themselves, or the one the attribute already holds: holding a file is what lets them read it, so
 * another customer's upload must not be taken that way. Refused like the value's other issues (400
 * at `attributes.{id}`), before anything is written. Administrators name any file of the folder.
 */
export async function checkOwnFiles(
  db: AnyDb,
  storeId: number,
  customerId: number,
  attributes: readonly AttributeRow[],
  sent: ReadonlyMap<number, string | null>,
  held: ReadonlyMap<number, Row>,
): Promise<void> {
  const issues: Record<string, { code: string }> = {};
  for (const attribute of attributes) {
    const address = sent.get(Number(attribute.id));
    if (attribute.attributeControlTypeId !== '6' || !address || held.get(Number(attribute.id))?.value === address) continue;
    const name = storedName(address, storeId);
    const uploader = name === '' ? undefined : await uploaderOf(db, storeId, CUSTOMER_FILES_DIRECTORY, name);
    if (uploader !== customerId) issues[`attributes.${attribute.id}`] = { code: 'attribute.error.nofile' };
  }
  if (Object.keys(issues).length > 0) throw new ValidationFailure(issues);
}

/**
 * A customer uploads into their private folder only while the store lets them change their profile
 * and has an active file attribute of customers to hold the file (else 403
 * `customer.error.profilelocked` / 400 `attribute.error.nofileattribute`): the folder is no free
 * storage. Administrators upload for any customer (the wizard).
 */
export async function mayUploadCustomerFile(db: AnyDb, request: FastifyRequest, storeId: number): Promise<void> {
  if (await isAdministrator(db, request, storeId)) return;
  if (!(await mayChangeOwnProfile(db, request))) throw new DomainError('customer.error.profilelocked', 403);
  const { rows } = await sql`
    SELECT 1 FROM generic_attributes
    WHERE store_id = ${storeId} AND entity_name = 'Customer' AND attribute_control_type_id = '6' AND is_actived
    LIMIT 1`.execute(db);
  if (rows.length === 0)
    throw new DomainError('attribute.error.nofileattribute', 400, {}, { file: { code: 'attribute.error.nofileattribute' } });
}
