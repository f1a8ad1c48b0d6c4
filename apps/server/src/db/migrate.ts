import { type Migration, Migrator } from 'kysely';
import * as foundation from './migrations/0001-foundation.js';
import * as accounts from './migrations/0002-accounts.js';
import * as securityAccess from './migrations/0003-security-access.js';
import * as engine from './migrations/0004-engine.js';
import * as accountSafety from './migrations/0005-account-safety.js';
import * as customersEntity from './migrations/0006-customers-entity.js';
import * as applicationIdentity from './migrations/0008-application-identity.js';
import * as slidingThrottle from './migrations/0009-sliding-throttle.js';
import * as securityStamp from './migrations/0010-security-stamp.js';
import * as recentConfirmation from './migrations/0011-recent-confirmation.js';
import * as endSwitchedOffSessions from './migrations/0012-end-switched-off-sessions.js';
import * as files from './migrations/0013-files.js';
import * as pagesAndVersions from './migrations/0014-pages-and-versions.js';
import * as contentsAndTemplates from './migrations/0015-contents-and-templates.js';
import * as publicForms from './migrations/0017-public-forms.js';
import * as customerProfile from './migrations/0018-customer-profile.js';
import * as favorites from './migrations/0019-favorites.js';
import * as addresses from './migrations/0020-addresses.js';
import * as tickets from './migrations/0021-tickets.js';
import * as ticketUploadAllowance from './migrations/0022-ticket-upload-allowance.js';
import * as ticketReadByOwner from './migrations/0023-ticket-read-by-owner.js';
import * as genericAttributes from './migrations/0024-generic-attributes.js';
import * as categoriesAndTags from './migrations/0025-categories-and-tags.js';
import * as geography from './migrations/0026-geography.js';
import * as catalog from './migrations/0027-catalog.js';
import * as comments from './migrations/0028-comments.js';
import * as catalogReadPaths from './migrations/0029-catalog-read-paths.js';
import * as catalogPlaces from './migrations/0030-catalog-places.js';
import * as catalogTextIndex from './migrations/0031-catalog-text-index.js';
import * as productChanges from './migrations/0032-product-changes.js';
import * as catalogPriceOrder from './migrations/0033-catalog-price-order.js';
import * as deletedCustomersReleaseContacts from './migrations/0034-deleted-customers-release-contacts.js';
import * as favoritesOfDeclaredEntities from './migrations/0035-favorites-of-declared-entities.js';
import * as scheduledTasks from './migrations/0036-scheduled-tasks.js';
import * as backups from './migrations/0037-backups.js';
import * as messaging from './migrations/0038-messaging.js';
import type { AnyDb } from './schema.js';

/** Every migration in order; a static list so the bundled server needs no migration folder. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-accounts': accounts,
  '0003-security-access': securityAccess,
  '0004-engine': engine,
  '0005-account-safety': accountSafety,
  '0006-customers-entity': customersEntity,
  '0008-application-identity': applicationIdentity,
  '0009-sliding-throttle': slidingThrottle,
  '0010-security-stamp': securityStamp,
  '0011-recent-confirmation': recentConfirmation,
  '0012-end-switched-off-sessions': endSwitchedOffSessions,
  '0013-files': files,
  '0014-pages-and-versions': pagesAndVersions,
  '0015-contents-and-templates': contentsAndTemplates,
  '0017-public-forms': publicForms,
  '0018-customer-profile': customerProfile,
  '0019-favorites': favorites,
  '0020-addresses': addresses,
  '0021-tickets': tickets,
  '0022-ticket-upload-allowance': ticketUploadAllowance,
  '0023-ticket-read-by-owner': ticketReadByOwner,
  '0024-generic-attributes': genericAttributes,
  '0025-categories-and-tags': categoriesAndTags,
  '0026-geography': geography,
  '0027-catalog': catalog,
  '0028-comments': comments,
  '0029-catalog-read-paths': catalogReadPaths,
  '0030-catalog-places': catalogPlaces,
  '0031-catalog-text-index': catalogTextIndex,
  '0032-product-changes': productChanges,
  '0033-catalog-price-order': catalogPriceOrder,
  '0034-deleted-customers-release-contacts': deletedCustomersReleaseContacts,
  '0035-favorites-of-declared-entities': favoritesOfDeclaredEntities,
  '0036-scheduled-tasks': scheduledTasks,
  '0037-backups': backups,
  '0038-messaging': messaging,
};

/** Names of every migration, in the order they apply. */
export const MIGRATION_NAMES = Object.keys(migrations);

export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
