import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded files' bytes live: a folder under DATA_DIR, or an S3-compatible bucket
 * (s3-file-store.ts). Keys are `{storeId}/{directory}/{name}`, built only from a `files` row's
 * values (a fixed folder name and a name the server derived), never from what a caller typed.
 * Files are small (the settings' maxima are in MiB), so whole buffers are passed.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when the store has no such key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** The key of a stored file. */
export const fileKey = (storeId: number, directory: string, name: string) => `${storeId}/${directory}/${name}`;

/** Files in a folder: `{root}/{storeId}/{directory}/{name}`. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The path of a key, refused if it would leave the root (a second wall behind the name checks). */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`file key outside the store's folder: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
