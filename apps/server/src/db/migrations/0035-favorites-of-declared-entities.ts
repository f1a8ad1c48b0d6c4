import type { AnyDb } from '../schema.js';
import { runStatements } from './run-statements.js';

/**
 * A favorite names a declared entity (issue 12's review: `Favorite.entityName` is the list of the
 * product's entities, no longer any text): favorites of any other name — which no screen made and
 * none could show — are removed, so that every kept row reads back. The names are the entities
 * declared when this was written; a later entity has no favorites yet.
 */
export async function up(db: AnyDb): Promise<void> {
  await runStatements(
    db,
    `
    DELETE FROM favorites WHERE entity_name <> ALL (ARRAY[
      'Customer', 'Address', 'Role', 'SecurityAccess', 'Store', 'Setting', 'Application', 'GenericAttribute',
      'GenericAttributeValue', 'GenericAttributeMapping', 'Page', 'Country', 'Province', 'City', 'Region', 'Location',
      'AddressElementMapping', 'RegionMapping', 'Category', 'Tag', 'CategoryMapping', 'TagMapping', 'Coin', 'ProductType',
      'Product', 'ProductPicture', 'Comment', 'ContentTemplate', 'Content', 'FormSubmission', 'Favorite', 'Unit',
      'TicketCategory', 'TicketPriority', 'Direction', 'Ticket', 'TicketPost'
    ]);
  `,
  );
}
