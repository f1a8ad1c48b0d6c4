import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { MANIFEST_PATH, type Manifest, type ManifestPart } from './archive-format.js';

/**
 * Writes an archive as it is made: entries go through tar and gzip straight to `{path}.partial`,
 * each hashed on the way; `finish` adds the manifest, flushes, and only then renames the file to
 * its name. So a backup cut short (the process killed, the disk full) leaves a `.partial` file
 * that nothing lists or restores, never an archive that passes as complete.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly done: Promise<void>;
  readonly parts: ManifestPart[] = [];
  private bytesWritten = 0;

  constructor(readonly path: string) {
    const out = createWriteStream(`${path}.partial`, { flags: 'wx' });
    const gzip = createGzip();
    gzip.on('data', (chunk: Buffer) => {
      this.bytesWritten += chunk.length;
    });
    this.done = pipeline(this.pack, gzip, out);
    // A failure shows on `finish` (or `abort`); never as an unhandled rejection meanwhile.
    this.done.catch(() => undefined);
  }

  /** Compressed bytes written so far. */
  get size(): number {
    return this.bytesWritten;
  }

  /** Adds one entry, whole (table parts and files are bounded), and records its checksum. */
  async add(path: string, body: Buffer): Promise<void> {
    this.parts.push({ path, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') });
    await new Promise<void>((resolve, reject) => {
      this.pack.entry({ name: path, size: body.length, mode: 0o600, mtime: new Date(0) }, body, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }

  /** Writes the manifest (with the parts' checksums), closes the archive and gives it its name. */
  async finish(manifest: Omit<Manifest, 'parts'>): Promise<void> {
    const body = Buffer.from(JSON.stringify({ ...manifest, parts: this.parts }, null, 1));
    await new Promise<void>((resolve, reject) => {
      this.pack.entry({ name: MANIFEST_PATH, size: body.length, mode: 0o600, mtime: new Date(0) }, body, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    this.pack.finalize();
    await this.done;
    await rename(`${this.path}.partial`, this.path);
  }

  /** Gives up: the partial file is removed. */
  async abort(): Promise<void> {
    this.pack.destroy();
    await this.done.catch(() => undefined);
    await rm(`${this.path}.partial`, { force: true });
  }
}
