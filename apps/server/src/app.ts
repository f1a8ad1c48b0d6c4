import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { entities } from '@store/domain';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { resourceRoutes } from './areas/engine/resource.routes.js';
import { authenticationRoutes } from './areas/identity/authentication.routes.js';
import { storeRoutes } from './areas/operations/stores.routes.js';
import { healthRoutes } from './areas/system/health.routes.js';
import type { App, AppContext } from './context.js';
import { installAuth } from './http/auth.js';
import { installErrorHandling } from './http/error-handler.js';
import { installOpenApi } from './http/openapi.js';
import { zodValidatorCompiler } from './http/validation.js';
import { installWeb } from './http/web.js';

export interface BuildOptions {
  context: AppContext;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; omitted in API tests. */
  webDir?: string;
  /** Extra entities (the engine's own tests declare a fixture entity). */
  extraEntities?: typeof entities;
}

/** Largest request body accepted (uploads have their own limit). */
export const BODY_LIMIT = 1_048_576;

/** Builds the whole app without listening: `main.ts` listens, tests use `app.inject`. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { context } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    // The onResponse hook below logs one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  installAuth(app, context.tokens);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });

  await installOpenApi(app, context.version);
  await app.register(healthRoutes(context));
  await app.register(authenticationRoutes(context));
  await app.register(storeRoutes(context));
  for (const entity of [...entities, ...(options.extraEntities ?? [])]) {
    await app.register(resourceRoutes(context, entity));
  }
  await installWeb(app, options.webDir);
  return app;
}
