import { type FieldIssue, PRODUCT_PICTURES_DIRECTORY } from '@store/domain';
import type { AnyDb } from '../../db/schema.js';
import { storedName, uploaderOf } from '../cms-files/file-uploaders.js';

/**
 * Pictures a customer sends with their product or comment must be their own uploads into
 * ProductPictures (the store's Images are the administrators'; another customer's upload is not
 * theirs to show). Issues by `{field}.{index}` (`pictures.0.picture` with `inner`).
 */
export async function ownPictureIssues(
  db: AnyDb,
  storeId: number,
  customerId: number,
  addresses: readonly string[],
  field: string,
  inner = '',
): Promise<Record<string, FieldIssue>> {
  const issues: Record<string, FieldIssue> = {};
  for (const [index, address] of addresses.entries()) {
    const name = storedName(address, storeId);
    const uploader =
      name && address.includes(`/${PRODUCT_PICTURES_DIRECTORY}/`)
        ? await uploaderOf(db, storeId, PRODUCT_PICTURES_DIRECTORY, name)
        : undefined;
    if (uploader !== customerId) issues[`${field}.${index}${inner}`] = { code: 'common.error.fileurl' };
  }
  return issues;
}
