import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APPLICATION_IDENTITY_HEADER, WEB_APPLICATION_IDENTITY } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The application identity header (spec 000 §7), one reusable parameter every operation refers to. */
const APPLICATION_IDENTITY_PARAMETER = {
  name: APPLICATION_IDENTITY_HEADER,
  in: 'header',
  required: false,
  description:
    'The calling application: the `applicationGuid` of an active application (Applications). Leave it out to call as an ' +
    'unnamed client (curl, scripts). An unknown or switched-off application is refused on every call with 403 ' +
    `\`application.error.unknown\`. The web app sends its own, \`${WEB_APPLICATION_IDENTITY}\`. It names the ` +
    'application; it is not a credential.',
  schema: { type: 'string', maxLength: 100 },
};
const PARAMETER_REF = { $ref: '#/components/parameters/ApplicationIdentity' };

type OpenApiDocument = {
  components?: Record<string, unknown>;
  paths?: Record<string, Record<string, { parameters?: unknown[] }>>;
};

/** Adds the header to every operation of the document (the route schemas do not declare it: Fastify would validate it). */
function withApplicationIdentity<T>(document: T): T {
  const doc = document as OpenApiDocument;
  doc.components = { ...doc.components, parameters: { ApplicationIdentity: APPLICATION_IDENTITY_PARAMETER } };
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) operation.parameters = [...(operation.parameters ?? []), PARAMETER_REF];
  }
  return document;
}

/** The OpenAPI document at `/api/docs/json`, browsable at `/api/docs`, generated from the route schemas. */
export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Storefront, CMS and dashboard API', version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withApplicationIdentity('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
