import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { FileStorage } from '../src/areas/cms-files/cms-files.routes.js';
import { LocalFileStore } from '../src/areas/cms-files/file-store.js';
import { S3FileStore, type S3Settings } from '../src/areas/cms-files/s3-file-store.js';

/** A file storage for tests, and what it holds (keys), to prove a refusal stored nothing. */
export interface TestFileBackend {
  name: 'local' | 's3';
  storage: FileStorage;
  keys(): Promise<string[]>;
  /** Every file the storage's process wrote under its folders (the local store and the image cache). */
  root: string;
  /** The bucket's settings (the S3 backend), for a client of its own (backups' cloud upload). */
  s3?: S3Settings;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(folder, join(e.parentPath, e.name)));
}

/** Files in a temporary folder. */
export function localBackend(): TestFileBackend {
  const root = mkdtempSync(join(tmpdir(), 'files-test-'));
  return {
    name: 'local',
    root,
    storage: { store: new LocalFileStore(join(root, 'files')), cacheDir: join(root, 'cache') },
    keys: () => filesUnder(join(root, 'files')),
    close: async () => undefined,
  };
}

/** A real S3 HTTP server (s3rver) on a free port, with one bucket. */
export async function s3Backend(): Promise<TestFileBackend> {
  const root = mkdtempSync(join(tmpdir(), 'files-test-s3-'));
  const port = await freePort();
  const bucket = 'store-files';
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: join(root, 's3'),
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const settings = { endpoint: `http://127.0.0.1:${port}`, bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
  const store = new S3FileStore(settings);
  const client = new S3Client({ endpoint: settings.endpoint, region: settings.region, forcePathStyle: true, credentials: settings });
  return {
    name: 's3',
    root,
    s3: settings,
    storage: { store, cacheDir: join(root, 'cache') },
    async keys() {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((o) => o.Key ?? '');
    },
    async close() {
      store.close();
      client.destroy();
      await server.close();
    },
  };
}
