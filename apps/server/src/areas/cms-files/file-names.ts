import { randomBytes } from 'node:crypto';
import { AVATAR_DIRECTORY, DomainError, extensionOf, FILE_DIRECTORIES, type FileDirectory, isAccepted } from '@store/domain';
import type { StoredFile } from './storage.js';

/** Longest readable base kept from an uploaded file's name (the suffix and extension come on top). */
const BASE_LENGTH = 60;

/**
 * A stored name: letters and digits of any script (Persian names stay readable), `-` and `_`,
 * then at most one extension. No dot elsewhere, no separator, no `%`, no control or format
 * character: whatever the encoding a caller tries (`../`, `..%2f`, `%2e%2e`, backslashes, NUL),
 * a name matching this cannot leave its folder.
 */
const STORED_NAME = /^[\p{L}\p{M}\p{N}_-]{1,100}(\.[a-z0-9]{1,8})?$/u;

const badName = () => new DomainError('content.error.filename', 400, undefined, { filename: { code: 'content.error.filename' } });
const badDirectory = () => new DomainError('content.error.directory', 400, undefined, { directory: { code: 'content.error.directory' } });

/** The fixed folder a request names (any letter case), or 400 `content.error.directory`. */
export function directoryOf(value: string | undefined): FileDirectory {
  const wanted = (value ?? '').toLowerCase();
  const found = (Object.keys(FILE_DIRECTORIES) as FileDirectory[]).find((d) => d.toLowerCase() === wanted);
  if (!found) throw badDirectory();
  return found;
}

/** A stored name as a request names it, or 400 `content.error.filename`. */
export function storedNameOf(value: string | undefined): string {
  const name = (value ?? '').normalize('NFC');
  if (!STORED_NAME.test(name)) throw badName();
  return name;
}

/**
 * The name an upload is stored under: a readable base of the original name (its last path
 * segment, letters and digits of any script, other runs turned into one `-`), a random suffix so
 * two uploads of `logo.png` do not clash, and the extension lower-cased. Never taken as it came.
 */
export function storedNameFor(original: string): string {
  const last = original.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const extension = extensionOf(last);
  const base = (extension ? last.slice(0, -extension.length) : last)
    .replace(/[^\p{L}\p{M}\p{N}_]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BASE_LENGTH);
  const suffix = randomBytes(4).toString('hex');
  return `${base || 'file'}-${suffix}${/^\.[a-z0-9]{1,8}$/.test(extension) ? extension : ''}`;
}

/** Where a stored file is read: avatars by name, images resized on request, anything else downloaded. */
export function urlOf(file: Pick<StoredFile, 'storeId' | 'directory' | 'name'>): string {
  const name = encodeURIComponent(file.name);
  const store = `?store=${file.storeId}`;
  if (file.directory === AVATAR_DIRECTORY) return `/api/cms/avatar/${name}${store}`;
  if (isAccepted('image', file.name)) return `/api/CMS/Image/${file.directory}/${name}${store}`;
  return `/api/cms/download/${file.directory}/${name}${store}`;
}
