import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing (fonts in woff2 and images are compressed already). */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|xml|txt|map|webmanifest)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_COMPRESS_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside a text file, each only when it is smaller than the file. */
async function compressFile(file: string): Promise<void> {
  if (!TEXT_FILE.test(file) || (await stat(file)).size < MIN_COMPRESS_BYTES) return;
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Precompresses the build (issue 11, "fast for strangers"): the server sends `x.js.br` or
 * `x.js.gz` to a browser that accepts it (apps/server/src/http/site/static-files.ts), at the
 * strongest setting, paid once here instead of on every request. Runs after the bundle and the
 * public folder are written, over the whole output folder.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'store:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => !/\.(br|gz)$/.test(file));
        await Promise.all(files.map(compressFile));
      },
    },
  };
}
