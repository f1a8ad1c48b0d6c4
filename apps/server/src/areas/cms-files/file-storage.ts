import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileStorage } from './cms-files.routes.js';
import { LocalFileStore } from './file-store.js';
import { S3FileStore, type S3Settings } from './s3-file-store.js';

/**
 * The configured file storage: the S3 bucket when `S3_*` names one, else `{DATA_DIR}/files`.
 * Resized images are cached under `{DATA_DIR}/cache/images` either way.
 */
export function configuredFileStorage(dataDir: string, s3: S3Settings | undefined): FileStorage {
  return {
    store: s3 ? new S3FileStore(s3) : new LocalFileStore(join(dataDir, 'files')),
    cacheDir: join(dataDir, 'cache', 'images'),
  };
}

/** A fresh folder of its own, for an app built without storage (tests, benchmarks). */
export function temporaryFileStorage(): FileStorage {
  return configuredFileStorage(mkdtempSync(join(tmpdir(), 'store-files-')), undefined);
}
