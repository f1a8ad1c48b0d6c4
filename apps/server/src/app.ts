import {
  ADMIN_ROLE,
  Address,
  Application,
  ATTRIBUTE_ENTITY_NAMES,
  addSecuredEntities,
  Backup,
  Comment,
  Customer,
  type EntityDef,
  entities,
  entityByName,
  entityRoutesOf,
  extraRoutes,
  Favorite,
  GenericAttribute,
  Product,
  publicRoutes,
  Setting,
  Store,
  TicketPost,
} from '@store/domain';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentRoutes } from './areas/cms/contents.routes.js';
import { formRoutes } from './areas/cms/forms.routes.js';
import { pageRoutes } from './areas/cms/pages.routes.js';
import { cmsFilesRoutes } from './areas/cms-files/cms-files.routes.js';
import { temporaryFileStorage } from './areas/cms-files/file-storage.js';
import { EntityRegistry } from './areas/engine/entity-registry.js';
import { type ReadCache, readCacheOf } from './areas/engine/read-cache.js';
// Installs the sanitizer rich text is stored through (engine/html.ts in the domain).
import './http/html-sanitizer.js';
import { attributeRoutes } from './areas/attributes/attributes.routes.js';
import { customerFileReader } from './areas/attributes/customer-files.js';
import { maximumAttributes } from './areas/attributes/maximum-attributes.js';
import { installBackups } from './areas/backups/backups-area.js';
import { catalogRoutes } from './areas/catalog/catalog.routes.js';
import { customerProductRoutes } from './areas/catalog/customer-products.routes.js';
import { facetCacheOf } from './areas/catalog/facet-cache.js';
import { facetIndexesOf } from './areas/catalog/facet-indexes.js';
import { oneReviewPerCustomer } from './areas/catalog/one-review.js';
import { productCommentRoutes } from './areas/catalog/product-comments.routes.js';
import { productRequirements } from './areas/catalog/product-requirements.js';
import { refreshProductValues } from './areas/catalog/product-values.js';
import { crmRoutes } from './areas/crm/crm.routes.js';
import { openTicketPosts } from './areas/crm/open-ticket-posts.js';
import { ticketFileReader } from './areas/crm/ticket-files.js';
import { ticketPostRoutes } from './areas/crm/ticket-posts.routes.js';
import { ticketRoutes } from './areas/crm/tickets.routes.js';
import { dailyCountRoutes } from './areas/engine/daily-counts.routes.js';
import { resourceRoutes } from './areas/engine/resource.routes.js';
import type { WriteCheck } from './areas/engine/write-checks.js';
import { geographyRoutes } from './areas/geography/geography.routes.js';
import { accessRightsRoutes } from './areas/identity/access-rights.routes.js';
import { accountRoutes } from './areas/identity/account.routes.js';
import { authenticationRoutes } from './areas/identity/authentication.routes.js';
import { customerAccountChanges } from './areas/identity/customer-account-changes.js';
import { customerAddressRoutes } from './areas/identity/customer-addresses.routes.js';
import { customerDirectoryRoutes } from './areas/identity/customer-directory.routes.js';
import { customerFavoriteRoutes } from './areas/identity/customer-favorites.routes.js';
import { customerProfileRoutes } from './areas/identity/customer-profile.routes.js';
import { customerRoleRoutes } from './areas/identity/customer-roles.routes.js';
import { customerSecurityRoutes } from './areas/identity/customer-security.routes.js';
import { lastAdministrator } from './areas/identity/last-administrator.js';
import { maximumAddresses } from './areas/identity/maximum-addresses.js';
import { maximumFavorites } from './areas/identity/maximum-favorites.js';
import { recentConfirmationRoutes } from './areas/identity/recent-confirmation.routes.js';
import { twoFactorRoutes } from './areas/identity/two-factor.routes.js';
import { MailSender } from './areas/messaging/mail-sender.js';
import { passwordResetRoutes } from './areas/messaging/password-reset.routes.js';
import { testConnectionRoutes } from './areas/messaging/test-connection.routes.js';
import { ticketMails } from './areas/messaging/ticket-mails.js';
import { ApplicationDirectory } from './areas/operations/application-directory.js';
import { dashboardAppRoutes } from './areas/operations/dashboard-apps.routes.js';
import { scheduleTaskRoutes } from './areas/operations/schedule-tasks.routes.js';
import { registerBuiltInTasks } from './areas/operations/scheduler/built-in-tasks.js';
import { Scheduler, type SchedulerOptions } from './areas/operations/scheduler/scheduler.js';
import { TaskTypes } from './areas/operations/scheduler/task-types.js';
import { StoreDirectory } from './areas/operations/store-directory.js';
import { storeRoutes } from './areas/operations/stores.routes.js';
import { mappingsFollowRow } from './areas/row-mappings/mappings-follow-row.js';
import { settingsRoutes } from './areas/settings/settings.routes.js';
import { healthRoutes } from './areas/system/health.routes.js';
import { taxonomyRoutes } from './areas/taxonomy/taxonomy.routes.js';
import type { App, AppContext } from './context.js';
import { installAccessLog } from './http/access-log.js';
import { checkApplicationIdentity } from './http/application-identity.js';
import { decorateAuth, readBearer } from './http/auth.js';
import { clientErrorHandler } from './http/client-errors.js';
import { registerUniqueKeys } from './http/database-errors.js';
import { frameworkErrors, installErrorHandling } from './http/error-handler.js';
import { installOpenApi } from './http/openapi.js';
import { installRouteTable, type RouteEntry } from './http/route-access.js';
import { applySecurityHeaders } from './http/security-headers.js';
import { responseSerializerCompiler } from './http/serialization.js';
import type { ProxyTrust } from './http/trust-proxy.js';
import { zodValidatorCompiler } from './http/validation.js';
import { installWeb } from './http/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API operation and the access it declares (see http/route-access.ts). */
    routeTable: RouteEntry[];
    /** Visitors' kept reads (areas/engine/read-cache.ts). */
    readCache: ReadCache;
    /** Runs the scheduled tasks (areas/operations/scheduler/scheduler.ts); started only when `BuildOptions.scheduler.start`. */
    scheduler: Scheduler;
    /** Sends the mail queue (areas/messaging/mail-sender.ts): by the `sendMailQueue` task, and at once after a request queued mail when `BuildOptions.mail.nudge`. */
    mailer: MailSender;
  }
}

export interface BuildOptions {
  context: AppContext;
  /** Where unexpected errors are logged (pino); omitted in tests. */
  logger?: FastifyBaseLogger;
  /** Write an access-log line per request to standard output. */
  accessLog?: boolean;
  /** Folder of the built web app; omitted in API tests. */
  webDir?: string;
  /** The site's public origin for crawlers' addresses (`Config.publicOrigin`); unset: the request's. */
  publicOrigin?: string | undefined;
  /** Proxies trusted to name the client in `X-Forwarded-For` (see `Config.trustProxy`). */
  trustProxy?: ProxyTrust | undefined;
  /** Extra entities (the engine's own tests declare a fixture entity). */
  extraEntities?: readonly EntityDef[];
  /** Extra write checks (the engine's own tests check its fixtures' writes). */
  extraWriteChecks?: readonly (readonly [EntityDef, WriteCheck])[];
  /**
   * The scheduler of scheduled tasks: `start` makes it look for due tasks from the moment the app
   * is ready until it closes (main.ts). Unset (tests), it never looks by itself: a test calls
   * `app.scheduler.tick()`; "run now" works either way.
   */
  scheduler?: Partial<SchedulerOptions> & { start?: boolean };
  /** `nudge`: a request that queued mail has it sent at once (main.ts); unset (tests), mail goes when a test sends the queue. */
  mail?: { nudge?: boolean };
}

/** Largest request body accepted (uploads have their own limit). */
export const BODY_LIMIT = 1_048_576;

/** Builds the whole app without listening: `main.ts` listens, tests use `app.inject`. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { context } = options;
  addSecuredEntities(options.extraEntities ?? []);
  const app = Fastify({
    // Fastify's own request logging builds a child logger per request; we log errors and an
    // access line ourselves, more cheaply (docs/benchmarks.md).
    logger: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandling(app, options.logger);

  decorateAuth(app);
  app.decorate('now', context.now);
  app.decorate('stores', new StoreDirectory(context.db));
  app.decorate('applications', new ApplicationDirectory(context.db, context.now));
  app.decorate('routeTable', installRouteTable(app));
  // One callback hook for every request (a promise or a hook each is not free on a hot path).
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request, reply);
    readBearer(request, context.tokens);
    checkApplicationIdentity(request, done);
  });
  if (options.accessLog) {
    const flush = installAccessLog(app);
    app.addHook('onClose', async () => flush());
  }

  await installOpenApi(app, context.version);
  await app.register(healthRoutes(context));
  await app.register(authenticationRoutes(context));
  await app.register(accountRoutes(context));
  await app.register(twoFactorRoutes(context));
  await app.register(recentConfirmationRoutes(context));
  await app.register(storeRoutes(context));
  // The Tickets folder's files are read only by those its reader allows (ticket attachments are private).
  const files = context.files ?? temporaryFileStorage();
  await app.register(
    cmsFilesRoutes(context, files, {
      Tickets: ticketFileReader(context),
      CustomerFiles: customerFileReader(context),
    }),
  );
  const registry = new EntityRegistry([...entities, ...(options.extraEntities ?? [])]);
  // `secret` fields (a messaging account's password) are stored sealed with the app's key.
  registry.sealSecretsWith((purpose, text) => context.secretBox.sealText(purpose, text));
  registerUniqueKeys(registry.all);
  const warn = (message: string) => options.logger?.warn(message);
  const mailer = new MailSender(context, { nudge: options.mail?.nudge ?? false }, warn);
  app.decorate('mailer', mailer);
  const mails = ticketMails(context, mailer, options.publicOrigin);
  // Engine writes clear the visitors' read cache themselves, after their commit. A signed-in
  // caller's successful change through the API clears it again once the handler is done (onSend:
  // it runs even when the client has gone), which covers writes made inside a transaction the
  // route opened and any write outside the engine. Anonymous calls (sign-in, forms) never clear
  // it, so a stranger cannot keep it empty; nor does a refused request, which changed nothing.
  const readCache = readCacheOf(registry);
  app.decorate('readCache', readCache);
  const facetCache = facetCacheOf(registry);
  const facetIndexes = facetIndexesOf(context, registry);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.claims !== null && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      readCache.written();
      // A signed-in person's change (a customer's product, an administrator's anything): the
      // catalog's next reads look for it. A guest's or a stranger's call (a form, a sign-up) writes
      // no product, and must not switch the index's look window off for everyone.
      if (!request.claims.guest) facetIndexes?.written();
      // The catalog's facet counts only for an administrator's change (areas/catalog/facet-cache.ts).
      if (!request.claims.guest && request.claims.roles.some((role) => role.toLowerCase() === ADMIN_ROLE)) facetCache.written();
    }
    done(null, payload);
  });
  // Rules of writes that need the database, each kept by the area that owns it.
  registry.addWriteCheck(Customer, lastAdministrator);
  registry.addWriteCheck(Customer, customerAccountChanges);
  registry.addWriteCheck(Address, maximumAddresses);
  registry.addWriteCheck(Favorite, maximumFavorites);
  registry.addWriteCheck(GenericAttribute, maximumAttributes);
  // What is attached to a row by entity name (attribute values, categories, tags, cities) goes with it.
  for (const name of ATTRIBUTE_ENTITY_NAMES) {
    const entity = entityByName(name);
    if (entity) registry.addWriteCheck(entity, mappingsFollowRow(entity.name));
  }
  registry.addWriteCheck(TicketPost, openTicketPosts);
  // The catalog's search values of a product follow its attribute values.
  registry.followAttributes(Product.name, refreshProductValues);
  registry.addWriteCheck(Product, productRequirements);
  registry.addWriteCheck(Comment, oneReviewPerCustomer);
  for (const [entity, check] of options.extraWriteChecks ?? []) registry.addWriteCheck(entity, check);
  await app.register(customerRoleRoutes(context, registry));
  await app.register(accessRightsRoutes(context, registry));
  await app.register(dashboardAppRoutes(context, registry));
  await app.register(customerProfileRoutes(context, registry));
  await app.register(customerFavoriteRoutes(context, registry));
  await app.register(customerDirectoryRoutes(context, registry));
  await app.register(ticketRoutes(context, registry, mails));
  await app.register(ticketPostRoutes(context, registry, mails));
  await app.register(testConnectionRoutes(context));
  await app.register(passwordResetRoutes(context, mailer, options.publicOrigin, warn));
  await app.register(crmRoutes(context, registry));
  await app.register(customerAddressRoutes(context, registry));
  await app.register(attributeRoutes(context, registry));
  await app.register(taxonomyRoutes(context, registry));
  await app.register(geographyRoutes(context, registry));
  await app.register(catalogRoutes(context, registry));
  await app.register(customerProductRoutes(context, registry));
  await app.register(productCommentRoutes(context, registry));
  await app.register(customerSecurityRoutes(context));
  await app.register(pageRoutes(context, registry));
  await app.register(contentRoutes(context, registry));
  await app.register(formRoutes(context, registry));
  await app.register(settingsRoutes(context, registry));
  // Scheduled tasks: every declared type has its work, or the app does not start.
  const taskTypes = registerBuiltInTasks(new TaskTypes()).register('sendMailQueue', async () => {
    await mailer.sendDue();
  });
  // After a restore this process forgets what it keeps: every copy may hold rows that are gone.
  const forget = () => {
    readCache.written();
    facetCache.written();
    facetIndexes?.forget();
    app.stores.invalidate();
    app.applications.invalidate();
  };
  const backups = await installBackups(app, context, registry, { files: files.store, taskTypes, forget, log: warn });
  taskTypes.assertComplete();
  const scheduler = new Scheduler(context, taskTypes, { intervalMs: 0, ...options.scheduler }, warn);
  app.decorate('scheduler', scheduler);
  if (options.scheduler?.start) app.addHook('onReady', async () => scheduler.start());
  // Closing waits for the task under way, so its run is recorded before the database closes.
  app.addHook('onClose', () => scheduler.stop());
  app.addHook('onClose', () => mailer.stop());
  await app.register(scheduleTaskRoutes(context, registry, scheduler));
  for (const entity of registry.all) {
    // This process forgets its copy of the stores (the applications) when it writes one, or a
    // store's setting (its title shows in the pages the server renders).
    const directory =
      entity.name === Store.name || entity.name === Setting.name
        ? app.stores
        : entity.name === Application.name
          ? app.applications
          : undefined;
    const onWrite = directory ? () => directory.invalidate() : entity.name === Backup.name ? () => backups.written() : undefined;
    await app.register(resourceRoutes(context, registry, entity, onWrite));
    await app.register(dailyCountRoutes(context, entity));
  }
  await installWeb(app, {
    webDir: options.webDir,
    publicOrigin: options.publicOrigin,
    db: context.db,
    routes: [...publicRoutes, ...entityRoutesOf(registry.all), ...extraRoutes],
  });
  return app;
}
