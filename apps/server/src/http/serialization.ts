import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify compiled from each route's Zod response schema:
 * only declared properties leave the server (a field the schema does not name is dropped), and a
 * missing required property fails loudly instead of shipping a wrong shape. Encoding through Zod
 * on every response cost a third of a trivial route's throughput (docs/benchmarks.md).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as object);
