import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type TextEncoding = 'br' | 'gzip';

/** Below this, compressing saves less than it costs (the build skips such files too). */
export const MIN_COMPRESS_BYTES = 1024;

/** Whether `Accept-Encoding` accepts `coding` (named or by `*`, with a q-value above 0). */
function accepts(header: string, coding: TextEncoding): boolean {
  let named: boolean | undefined;
  let any = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) named = allowed;
    else if (name === '*') any = allowed;
  }
  return named ?? any;
}

/** The encoding to answer with: brotli when accepted (smaller), else gzip, else none. */
export function preferredEncoding(header: string | string[] | undefined): TextEncoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (value === '') return undefined;
  if (accepts(value, 'br')) return 'br';
  return accepts(value, 'gzip') ? 'gzip' : undefined;
}

/**
 * A text compressed for one answer (an HTML page with its own head tags, not a build file): a
 * middling setting, since it is paid on every request — a few kilobytes take well under a millisecond.
 */
export function compressText(body: Buffer, encoding: TextEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : gzipSync(body, { level: 6 });
}
