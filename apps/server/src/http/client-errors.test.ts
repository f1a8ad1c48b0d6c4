import { connect, createServer } from 'node:net';
import { translate } from '@store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../test/test-app.js';
import { clientErrorHandler } from './client-errors.js';
import { securityHeadersFor } from './security-headers.js';

/**
 * Requests Node's HTTP parser refuses before Fastify sees a request, sent as raw bytes over TCP
 * to a listening server (app.inject does not go through the parser).
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Writes `bytes`, reads until the server closes the connection, and parses the one answer. */
function rawRequest(bytes: string | Buffer, to = port): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no answer: ${JSON.stringify(all.toString('latin1'))}`));
      const [statusLine = '', ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: all.subarray(split + 4) });
    });
    socket.write(bytes);
  });
}

const CASES: [string, string | Buffer, number, string][] = [
  [
    'Content-Length beside Transfer-Encoding (request smuggling)',
    'POST /api/Authentication/signin HTTP/1.1\r\nHost: shop\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    400,
    'common.error.badrequest',
  ],
  [
    'a control character in the path',
    Buffer.from('GET /api/pi\x01ng HTTP/1.1\r\nHost: shop\r\n\r\n', 'latin1'),
    400,
    'common.error.badrequest',
  ],
  [
    'a NUL in a header value',
    Buffer.from('GET /api/ping HTTP/1.1\r\nHost: shop\r\nlang: e\x00n\r\n\r\n', 'latin1'),
    400,
    'common.error.badrequest',
  ],
  [
    'headers over the limit',
    `GET /api/ping HTTP/1.1\r\nHost: shop\r\nx-filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    431,
    'common.error.headerstoolarge',
  ],
];

describe('requests the HTTP parser refuses', () => {
  it.each(CASES)('%s: the envelope in Persian, the API headers, the connection closed', async (_name, bytes, status, code) => {
    const answer = await rawRequest(bytes);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    // Content-Length counts bytes: the Persian message is longer in bytes than in characters.
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    for (const [name, value] of Object.entries(securityHeadersFor('/api'))) expect(answer.headers[name], name).toBe(value);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ error: { code, message: translate('fa', code) } });
  });

  it('leave the server answering the next connection', async () => {
    await rawRequest('GET /api/pi\x01ng HTTP/1.1\r\n\r\n');
    const answer = await rawRequest('GET /api/ping HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });

  it('answer a request that took too long with 408 (the handler on a real socket: the server waits minutes)', async () => {
    const server = createServer((socket) => {
      socket.once('data', () => clientErrorHandler(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address();
      const answer = await rawRequest('GET /api/ping HTTP/1.1\r\n', typeof address === 'object' && address ? address.port : 0);
      expect(answer.status).toBe(408);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body.toString('utf8')).error.code).toBe('common.error.timeout');
    } finally {
      server.close();
    }
  });
});

/** Writes `bytes` and reads everything the server sends until it closes the connection. */
function rawExchange(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(bytes);
  });
}

describe('request targets and pipelines the parser sees (found by issue 9’s review)', () => {
  it('a malformed request pipelined behind a good one: the good one is answered first, then the refusal', async () => {
    const body = JSON.stringify({ username: 'administrator', password: TEST_ADMIN_PASSWORD });
    const answer = await rawExchange(
      Buffer.from(
        `POST /api/Authentication/signin HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}` +
          'GET /api/pi\x01ng HTTP/1.1\r\nHost: shop\r\n\r\n',
        'latin1',
      ),
    );
    // The second answer follows the first one's body directly (no line break between them).
    const statusLines = answer.match(/HTTP\/1\.1 \d{3} [A-Za-z ]+(?=\r\n)/g);
    expect(statusLines).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 400 Bad Request']);
    expect(answer).toContain('"access_token"');
  });

  it('an unknown application identity is refused also when the target is written in absolute form, and never echoed', async () => {
    for (const target of ['/api/Authentication/GetAnonymousToken', 'http://shop/api/Authentication/GetAnonymousToken']) {
      const answer = await rawExchange(
        `GET ${target} HTTP/1.1\r\nHost: shop\r\napplication-identity: made-up-app\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 403 Forbidden');
      expect(answer, target).not.toContain('made-up-app');
    }
  });
});
