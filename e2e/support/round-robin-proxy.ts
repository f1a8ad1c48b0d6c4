import { Agent, createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal HTTP load balancer for tests (node:http only): each request goes to the next backend in
 * turn, bodies are streamed both ways, and the answer carries `x-backend: <index>` so a test knows
 * which process served it.
 */
export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each backend, by index. */
  readonly counts: number[];
  /** The backend index of every request, in arrival order. */
  readonly served: number[];
  close: () => Promise<void>;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, not the message: never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  if (backends.length === 0) throw new Error('a proxy needs at least one backend');
  const targets = backends.map((b) => new URL(b));
  const agent = new Agent({ keepAlive: true });
  const counts = backends.map(() => 0);
  const served: number[] = [];
  let next = 0;

  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    served.push(index);
    const target = targets[index] as URL;
    const upstream = request({
      agent,
      hostname: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...endToEnd(incoming.headers), host: target.host },
    });
    upstream.on('response', (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...endToEnd(answer.headers), 'x-backend': String(index) });
      answer.pipe(outgoing);
    });
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain', 'x-backend': String(index) });
      outgoing.end(`proxy: backend ${index} failed: ${error.message}`);
    });
    // A client that goes away takes its upstream request with it.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    served,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
