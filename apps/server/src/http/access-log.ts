import type { FastifyInstance } from 'fastify';
import SonicBoom from 'sonic-boom';

/** The current time as ISO text, formatted at most once per millisecond. */
function clock(): () => string {
  let last = 0;
  let text = '';
  return () => {
    const now = Date.now();
    if (now !== last) {
      last = now;
      text = new Date(now).toISOString();
    }
    return text;
  };
}

/**
 * One line per answered request (`time method url status ms`), written through a buffered
 * asynchronous stream: logging every request must not cost a system call or a JSON object each.
 */
export function installAccessLog(app: FastifyInstance, destination: number | string = 1): () => void {
  const stream = new SonicBoom({ dest: destination, sync: false, minLength: 8192 });
  const time = clock();
  app.addHook('onResponse', (request, reply, done) => {
    stream.write(`${time()} ${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms\n`);
    done();
  });
  return () => stream.flushSync();
}
