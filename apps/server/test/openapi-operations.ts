import type { App } from '../src/context.js';

/** The subset of JSON Schema the OpenAPI document uses (generated from the Zod route schemas). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document: `path` in Fastify's form (`/api/Stores/:id`). */
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { required: boolean; schema: JsonSchema };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> } }>
  >;
}

/** Every operation the app publishes at `/api/docs/json`, read over HTTP like any client would. */
export async function documentedOperations(app: App): Promise<Operation[]> {
  const res = await app.inject({ url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const json = operation.requestBody?.content['application/json'];
      // A parameter without a schema object (a `z.record` querystring documents its own JSON Schema
      // keywords as parameters) would leave every generator here looping: say so instead.
      for (const parameter of operation.parameters ?? [])
        if ('name' in parameter && (typeof parameter.schema !== 'object' || parameter.schema === null))
          throw new Error(
            `${method.toUpperCase()} ${path}: parameter "${parameter.name}" has no schema; declare the querystring as an object`,
          );
      return {
        method: method.toUpperCase(),
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        parameters: operation.parameters ?? [],
        ...(json ? { body: { required: operation.requestBody?.required ?? false, schema: json.schema } } : {}),
      };
    }),
  );
}

/** `METHOD /path` with the path lower-cased: routes are case-insensitive. */
export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;
