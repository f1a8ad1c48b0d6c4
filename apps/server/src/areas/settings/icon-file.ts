import { DomainError, type FileDirectory, isAccepted } from '@store/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { urlOf } from '../cms-files/cms-files.routes.js';
import { storedNameOf } from '../cms-files/file-names.js';
import { findFile } from '../cms-files/storage.js';

/** The folder a store's icon is picked from (spec 000 §7 changeIcon; the image list of issue 10). */
export const ICON_DIRECTORY: FileDirectory = 'Images';

const IMAGE_ADDRESS = /^\/api\/CMS\/Image\/([^/?#]+)\/([^/?#]+)$/i;

const notAnIcon = () => new DomainError('common.error.validation', 400, undefined, { url: { code: 'setting.error.iconfile' } });

/** The stored name an address UploadFile answered (`/api/CMS/Image/Images/x.png?store=1`), or a bare name, points at. */
function nameIn(address: string): string {
  const path = address.split(/[?#]/)[0] ?? '';
  const match = IMAGE_ADDRESS.exec(path);
  if (!match) return path;
  if (match[1]?.toLowerCase() !== ICON_DIRECTORY.toLowerCase()) throw notAnIcon();
  try {
    return decodeURIComponent(match[2] ?? '');
  } catch {
    throw notAnIcon();
  }
}

/**
 * The address to keep as the store's icon: the file must be an image the store holds in its
 * Images folder (another store's file, a missing one or any other folder is refused, 400 on `url`).
 */
export async function iconAddress(db: Kysely<Database>, storeId: number, address: string): Promise<string> {
  let name: string;
  try {
    name = storedNameOf(nameIn(address));
  } catch {
    throw notAnIcon();
  }
  const file = isAccepted('image', name) ? await findFile(db, storeId, ICON_DIRECTORY, name) : undefined;
  if (!file) throw notAnIcon();
  return urlOf(file);
}
