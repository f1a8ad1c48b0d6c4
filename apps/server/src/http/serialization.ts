import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify compiled from each route's Zod response schema:
 * only declared properties leave the server (a field the schema does not name is dropped), and a
 * missing required property fails loudly instead of shipping a wrong shape. Encoding through Zod
 * on every response cost a third of a trivial route's throughput (docs/benchmarks.md).
 */
type Serializer = (data: unknown) => string;
/** Compiled serializers by schema object, then by JSON Schema text. */
const bySchema = new WeakMap<z.ZodType, Serializer>();
const byJsonSchema = new Map<string, Serializer>();

/**
 * Compiled once per schema: a process building several apps (each test file builds its own;
 * routes often share one response shape) reuses what was compiled — compiling was a third of an
 * app's build time. The compiled function depends on the schema alone.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const kept = bySchema.get(schema);
  if (kept) return kept;
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  const key = JSON.stringify(jsonSchema);
  let serializer = byJsonSchema.get(key);
  if (!serializer) {
    serializer = fastJson(jsonSchema as object) as Serializer;
    byJsonSchema.set(key, serializer);
  }
  bySchema.set(schema, serializer);
  return serializer;
};
