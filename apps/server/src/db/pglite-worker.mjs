// The embedded database in a thread of its own (pglite-thread.ts says why). Plain JavaScript: a
// worker thread gets no TypeScript loader, and the build copies this file beside dist/main.js.
// Opens PGlite on the folder it is given and answers each query the server's thread sends, in the
// order they come (PGlite runs one at a time). An error goes back as its message and its fields
// (code, constraint, detail…), which is all the server reads of it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// As pglite-options.ts (held equal by pglite-thread.test.ts): dates, NUMERIC and bigint stay text.
const keepText = (value) => value;
const parsers = { 1082: keepText, 1700: keepText, 20: keepText };

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');
// As PGLITE_EXTENSIONS (pglite-options.ts): the catalog's trigram index needs pg_trgm.
const client = await PGlite.create(workerData.location, { parsers, extensions: { pg_trgm } });

port.on('message', async (ask) => {
  try {
    if (ask.kind === 'close') {
      await client.close();
      port.postMessage({ id: ask.id, result: { rows: [] } });
      return;
    }
    const result = await client.query(ask.sql, ask.parameters);
    port.postMessage({ id: ask.id, result: { rows: result.rows, affectedRows: result.affectedRows } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    try {
      port.postMessage({ id: ask.id, error: { message, fields: typeof error === 'object' && error !== null ? { ...error } : {} } });
    } catch {
      // A field that cannot be sent: the message alone.
      port.postMessage({ id: ask.id, error: { message, fields: {} } });
    }
  }
});
// Id 0: open.
port.postMessage({ id: 0, result: { rows: [] } });
