import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@store/domain';
import sharp from 'sharp';

/** The ladder width an asked width is served at: the next one up, or the largest. */
export function ladderWidth(asked: number): number {
  return IMAGE_WIDTHS.find((w) => w >= asked) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? asked;
}

/** Types sharp resizes; others (SVG scales by itself, BMP sharp cannot read) are served as stored. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
export const isResizable = (type: string) => RESIZABLE.has(type);

/**
 * Resized copies of images, kept on local disk under `{cacheDir}/{key}/{width}` whatever store
 * holds the originals (a bucket's images are fetched once per width). The key comes from a
 * `files` row, and widths from the fixed ladder, so the cache is bounded by files × ladder.
 */
/** Largest picture resized on a read (width × height): a bigger one is served as stored, never decoded whole on a visitor's request. */
const MAX_INPUT_PIXELS = 40_000_000;

export class ImageVariants {
  constructor(private readonly cacheDir: string) {}

  async get(key: string, width: number, type: string, original: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> {
    const path = join(this.cacheDir, key, String(width));
    try {
      return await readFile(path);
    } catch {
      // Not made yet.
    }
    const source = await original();
    if (!source) return undefined;
    let resized: Buffer;
    try {
      resized = await sharp(source, { animated: type === 'image/gif', limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width, withoutEnlargement: true })
        .toBuffer();
    } catch {
      // Bytes that start as an image but that sharp cannot decode (a truncated upload): served as
      // stored, for the browser to show what it can, never a 500 on a public read.
      return source;
    }
    await mkdir(join(this.cacheDir, key), { recursive: true });
    // Written aside and renamed: a reader at the same moment sees the whole copy or none.
    const partial = `${path}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(partial, resized);
    await rename(partial, path);
    return resized;
  }

  /** Forgets every width of a deleted file. */
  async forget(key: string): Promise<void> {
    await rm(join(this.cacheDir, key), { recursive: true, force: true });
  }
}
