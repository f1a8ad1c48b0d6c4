import { randomBytes } from 'node:crypto';

/** A multipart body with the given files, as a browser's FormData would send it. */
export function multipart(files: { filename: string; body: Buffer | string }[]) {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Multipart bodies a client may send broken: one cut before its closing boundary, one whose type names no boundary. */
export function brokenMultiparts(filename: string, body: Buffer | string) {
  const whole = multipart([{ filename, body }]);
  const cut = whole.payload.subarray(0, whole.payload.length - Buffer.byteLength(`\r\n--${'x'.repeat(28)}--\r\n`));
  return [
    { name: 'cut before its closing boundary', payload: cut, headers: whole.headers },
    { name: 'without a boundary', payload: whole.payload, headers: { 'content-type': 'multipart/form-data' } },
  ];
}
