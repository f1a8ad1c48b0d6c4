import { PassThrough, Readable } from 'node:stream';
import { type EntityDef, translate } from '@store/domain';
import type { FastifyReply } from 'fastify';
import { csvChunks } from './csv-export.js';
import { type ExportFormat, exportableColumns, type Row } from './export-cells.js';
import type { Caller, ListParams, ResourceService } from './resource-service.js';
import { writeXlsx } from './xlsx-export.js';

/** Rows per read while exporting: big enough to amortise the query, small enough to hold. */
const EXPORT_PAGE = 500;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportQuery {
  tz: string;
  format: ExportFormat;
  columns?: string[];
}

/**
 * `GET /api/{Resource}/export`: every row the list's filters match, streamed as CSV or Excel while
 * it is read, page by page. The first page is read before anything is sent, so a refusal (a filter
 * the caller may not use, a database error) is still an ordinary error answer; a failure after
 * that ends the download early, which the browser reports as a failed download.
 */
export async function sendListExport(
  reply: FastifyReply,
  entity: EntityDef,
  service: ResourceService,
  caller: Caller,
  query: ListParams & ExportQuery,
): Promise<FastifyReply> {
  const { tz, format, columns: chosen, ...params } = query;
  const columns = chosen ?? exportableColumns(entity);
  const reading = service.pages(params, caller, EXPORT_PAGE);
  const first = await reading.next();
  async function* pages(): AsyncGenerator<readonly Row[]> {
    if (!first.done) yield first.value;
    yield* reading;
  }
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${entity.resource}.${format}"`)
    .header('cache-control', 'no-store');
  if (format === 'csv') return reply.send(Readable.from(csvChunks(entity, columns, pages(), caller.language, tz)));
  const out = new PassThrough();
  const sheetName = translate(caller.language, `entity.${entity.resource}`);
  writeXlsx(entity, columns, pages(), caller.language, tz, sheetName, out).catch((error: unknown) => out.destroy(error as Error));
  return reply.send(out);
}
