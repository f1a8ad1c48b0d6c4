import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { DomainError } from '@store/domain';
import tar from 'tar-stream';
import { ARCHIVE_FORMAT, FORMAT_VERSION, MANIFEST_PATH, type Manifest, type ManifestPart, manifestSchema } from './archive-format.js';
import { schemaVersion } from './make-archive.js';

/** The largest entry a reader holds in memory: a table part is 4 MiB, a stored file at most 64 MiB (UPLOAD_CEILING). */
const ENTRY_MAX = 64 * 1024 * 1024;
const MANIFEST_MAX = 64 * 1024 * 1024;

const damaged = () => new DomainError('backup.error.damaged', 400);
const foreign = () => new DomainError('backup.error.foreign', 400);

/**
 * Reads an archive's entries in order, each whole and hashed, and gives them to `onEntry`
 * (the manifest excluded); answers the manifest's text. Throws `backup.error.damaged` when the
 * file is cut short (gzip's or tar's end missing) and `backup.error.foreign` when it is not a
 * gzip-compressed tar at all.
 */
async function readEntries(path: string, onEntry: (part: ManifestPart, body: Buffer) => Promise<void>): Promise<string | null> {
  const extract = tar.extract();
  const gunzip = createGunzip();
  const source = createReadStream(path);
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    extract.destroy(error);
  };
  source.on('error', fail);
  gunzip.on('error', fail);
  source.pipe(gunzip).pipe(extract);
  let manifest: string | null = null;
  let entries = 0;
  try {
    for await (const entry of extract as AsyncIterable<Readable & { header: tar.Header }>) {
      entries += 1;
      const body = await readWhole(entry, entry.header.name === MANIFEST_PATH ? MANIFEST_MAX : ENTRY_MAX);
      if (entry.header.name === MANIFEST_PATH) manifest = body.toString('utf8');
      else await onEntry({ path: entry.header.name, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') }, body);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw classify(failure ?? (error as Error), entries);
  } finally {
    source.destroy();
  }
  if (failure) throw classify(failure, entries);
  return manifest;
}

/** A gzip stream that never began (no gzip header) is not an archive; one that stops early is damaged. */
function classify(error: Error, entries: number): DomainError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'Z_DATA_ERROR' && entries === 0) return foreign();
  if (entries === 0 && /header|invalid tar/i.test(error.message)) return foreign();
  return damaged();
}

async function readWhole(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) throw damaged();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The manifest's claims against what was read: every part present, whole and unchanged, nothing else. */
function checkParts(manifest: Manifest, seen: Map<string, ManifestPart>): void {
  if (seen.size !== manifest.parts.length) throw damaged();
  for (const part of manifest.parts) {
    const read = seen.get(part.path);
    if (!read || read.sha256 !== part.sha256 || read.bytes !== part.bytes) throw damaged();
  }
  const listed = new Set(manifest.parts.map((p) => p.path));
  for (const table of manifest.tables) for (const path of table.parts) if (!listed.has(path)) throw damaged();
  for (const key of manifest.files) if (!listed.has(`files/${key}`)) throw damaged();
}

/** What the manifest says about where the archive may go: ours, and of this schema. */
function checkOrigin(text: string | null): Manifest {
  if (text === null) throw foreign();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw foreign();
  }
  const format = (parsed as { format?: unknown } | null)?.format;
  if (format !== ARCHIVE_FORMAT) throw foreign();
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw damaged();
  const manifest = result.data;
  if (manifest.formatVersion > FORMAT_VERSION) throw new DomainError('backup.error.newerschema', 400);
  const ours = schemaVersion();
  if (manifest.schemaVersion > ours) throw new DomainError('backup.error.newerschema', 400);
  if (manifest.schemaVersion < ours) throw new DomainError('backup.error.olderschema', 400);
  return manifest;
}

/**
 * Reads the whole archive once and answers its manifest when it may be restored here: a
 * gzip-compressed tar of ours (else `backup.error.foreign`), whole, each part matching its
 * SHA-256 (else `backup.error.damaged`), of this schema (else `newerschema` / `olderschema`).
 * Nothing is changed by it.
 */
export async function verifyArchive(path: string): Promise<Manifest> {
  const seen = new Map<string, ManifestPart>();
  const text = await readEntries(path, async (part) => {
    if (seen.has(part.path)) throw damaged();
    seen.set(part.path, part);
  });
  const manifest = checkOrigin(text);
  checkParts(manifest, seen);
  return manifest;
}

/**
 * Reads the archive again for a restore, each entry checked against the manifest `verifyArchive`
 * answered before `onEntry` may use it: a file changed between the two reads throws
 * `backup.error.damaged` (the restore's transaction then rolls back).
 */
export async function replayArchive(
  path: string,
  manifest: Manifest,
  onEntry: (path: string, body: Buffer) => Promise<void>,
): Promise<void> {
  const expected = new Map(manifest.parts.map((p) => [p.path, p]));
  await readEntries(path, async (part, body) => {
    const want = expected.get(part.path);
    if (!want || want.sha256 !== part.sha256) throw damaged();
    expected.delete(part.path);
    await onEntry(part.path, body);
  });
  if (expected.size > 0) throw damaged();
}
