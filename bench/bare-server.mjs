// The reference: a bare node:http server answering exactly the bytes our server answers for
// /api/ping (status, headers and body, captured from it), so only the framework differs.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const { headers, body } = JSON.parse(process.argv[3]);
const payload = Buffer.from(body);
// Per-response headers node adds itself (date, connection, keep-alive) are left to node, as for ours.
const fixed = Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name));
createServer((_req, res) => {
  res.writeHead(200, fixed.flat());
  res.end(payload);
}).listen(port, '127.0.0.1', () => console.log(`Listening on http://127.0.0.1:${port}`));
