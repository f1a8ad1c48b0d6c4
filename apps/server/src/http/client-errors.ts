import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { languageOf } from '@store/domain';
import { errorEnvelope } from './envelope.js';
import { securityHeadersFor } from './security-headers.js';

/** Status and code of an error Node's HTTP parser raises before there is a request. */
function answerFor(code: string | undefined): { status: number; code: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'common.error.headerstoolarge' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'common.error.timeout' };
  return { status: 400, code: 'common.error.badrequest' };
}

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refuses (Content-Length beside
 * Transfer-Encoding, bytes a path may not hold, headers over the limit) never reach a hook, and
 * the default answer had neither our envelope nor our headers. It is written raw, in Persian (no
 * `lang` header was parsed), with the API's security headers, and the connection is closed: the
 * rest of the stream cannot be trusted to start a new request.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A request pipelined before the broken one is still being answered: its answer goes first
  // (it may have changed something, a sign-in say), then ours, then the connection closes.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (inFlight && !inFlight.writableFinished) {
    inFlight.once('finish', () => clientErrorHandler(error, socket));
    inFlight.once('close', () => {
      if (!inFlight.writableFinished) socket.destroy();
    });
    return;
  }
  const { status, code } = answerFor(error.code);
  // No `lang` header was parsed: the default language.
  const body = JSON.stringify(errorEnvelope(languageOf(undefined), code));
  const headers: Record<string, string | number> = {
    ...securityHeadersFor('/api'),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
  else socket.destroy();
}
