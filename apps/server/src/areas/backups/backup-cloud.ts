import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { type S3Settings, s3ClientOf } from '../cms-files/s3-file-store.js';

/** Archives go under this prefix of the bucket, one object per backup (spec 001 §8: "only one file to cloud storage"). */
export const CLOUD_PREFIX = 'backups/';

/**
 * The S3-compatible bucket archives are uploaded to (`BACKUP_S3_*`, else the files' `S3_*`
 * bucket; config.ts): one object per archive, `backups/{file name}`, sent as one streamed PUT
 * (S3 takes up to 5 GiB so); deleting a backup deletes it.
 */
export class BackupCloud {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = s3ClientOf(settings);
  }

  /** Uploads the archive at `path` as `backups/{fileName}`; answers its key. */
  async upload(path: string, fileName: string): Promise<string> {
    const key = `${CLOUD_PREFIX}${fileName}`;
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: 'application/gzip',
      }),
    );
    return key;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
