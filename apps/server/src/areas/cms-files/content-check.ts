import { DomainError } from '@store/domain';
import createDOMPurify from 'dompurify';
import { fileTypeFromBuffer } from 'file-type';
import { JSDOM } from 'jsdom';

/**
 * What each accepted extension's bytes must be, as `file-type` names what it finds (its `ext`),
 * and the type the file is served as. A file's type is decided here from its extension, never
 * taken from the request. `text` and `svg` have no magic bytes: they are checked as UTF-8 text.
 */
const KINDS: Record<string, { magic: readonly string[] | 'text' | 'svg'; type: string }> = {
  '.jpg': { magic: ['jpg'], type: 'image/jpeg' },
  '.jpeg': { magic: ['jpg'], type: 'image/jpeg' },
  '.png': { magic: ['png', 'apng'], type: 'image/png' },
  '.webp': { magic: ['webp'], type: 'image/webp' },
  '.gif': { magic: ['gif'], type: 'image/gif' },
  '.bmp': { magic: ['bmp'], type: 'image/bmp' },
  '.svg': { magic: 'svg', type: 'image/svg+xml' },
  '.pdf': { magic: ['pdf'], type: 'application/pdf' },
  '.zip': { magic: ['zip'], type: 'application/zip' },
  // Office files: the old ones are compound files, the new ones ZIP archives file-type may name.
  '.doc': { magic: ['cfb'], type: 'application/msword' },
  '.xls': { magic: ['cfb'], type: 'application/vnd.ms-excel' },
  '.docx': { magic: ['docx', 'zip'], type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  '.xlsx': { magic: ['xlsx', 'zip'], type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  '.txt': { magic: 'text', type: 'text/plain; charset=utf-8' },
  // Video containers: file-type tells the ISO family's brands apart more finely than the extensions do.
  '.3gp': { magic: ['3gp', 'mp4', 'm4v', 'mov'], type: 'video/3gpp' },
  '.mp4': { magic: ['mp4', 'm4v', 'mov', '3gp'], type: 'video/mp4' },
  '.m4v': { magic: ['m4v', 'mp4', 'mov'], type: 'video/x-m4v' },
  '.mov': { magic: ['mov', 'mp4', 'm4v'], type: 'video/quicktime' },
  '.mpeg': { magic: ['mpg'], type: 'video/mpeg' },
  '.mpg': { magic: ['mpg'], type: 'video/mpeg' },
  '.flv': { magic: ['flv'], type: 'video/x-flv' },
  '.wmv': { magic: ['asf'], type: 'video/x-ms-wmv' },
  '.avi': { magic: ['avi'], type: 'video/vnd.avi' },
  '.webm': { magic: ['webm', 'mkv'], type: 'video/webm' },
};

/** Types a browser could run as a document: served sandboxed (see file-answers.ts). */
export const isActiveType = (type: string) => /svg|html|xml/i.test(type);

const formatError = () => new DomainError('content.error.fileformat', 400, undefined, { file: { code: 'content.error.fileformat' } });

const utf8 = new TextDecoder('utf-8', { fatal: true });

function asText(body: Buffer): string {
  try {
    const text = utf8.decode(body);
    if (text.includes('\u0000')) throw formatError();
    return text;
  } catch {
    throw formatError();
  }
}

// One server DOM for DOMPurify, made on first use (jsdom takes a moment to start).
let purifier: ReturnType<typeof createDOMPurify> | undefined;

/**
 * An SVG without what could run: scripts, event attributes (`onload=`), `javascript:` links,
 * foreign objects; DOMPurify's SVG profile keeps drawing elements only. Refused when nothing of an
 * SVG is left.
 */
export function sanitizeSvg(text: string): Buffer {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  const clean = purifier.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true } });
  if (!/^<svg[\s>]/i.test(clean.trim())) throw formatError();
  return Buffer.from(clean, 'utf8');
}

/**
 * Checks that the bytes are what the extension says (400 `content.error.fileformat` otherwise)
 * and answers what is stored: the bytes, or for an SVG its sanitized text, with the served type.
 */
export async function checkContent(extension: string, body: Buffer): Promise<{ body: Buffer; type: string }> {
  const kind = KINDS[extension];
  if (!kind) throw formatError();
  if (kind.magic === 'text') {
    asText(body);
    return { body, type: kind.type };
  }
  if (kind.magic === 'svg') return { body: sanitizeSvg(asText(body)), type: kind.type };
  const found = await fileTypeFromBuffer(body);
  if (!found || !kind.magic.includes(found.ext)) throw formatError();
  return { body, type: kind.type };
}
