import { entityByName } from '@store/domain';
import type { ComponentType } from 'react';
import { CustomersCard, LastBackupCard, OpenTicketsCard, StorageCard } from './summary-cards';

/**
 * The dashboard home's summary, one card per area (issue 14 item 2: "and more as areas land"): an
 * area adds its card here with the entity whose list it summarises. A card shows to whoever may
 * list that entity (administrators: every card); a card without an entity is for administrators.
 */
export interface HomeCardDef {
  readonly key: string;
  /** The entity name the card summarises: shown to whoever may list it. */
  readonly entity?: string;
  readonly Card: ComponentType;
}

export const homeCards: readonly HomeCardDef[] = [
  { key: 'tickets', entity: 'Ticket', Card: OpenTicketsCard },
  { key: 'storage', Card: StorageCard },
  // The backups area (issue 14 item 4) brings the entity; until it lands there is no card.
  ...(entityByName('Backup') ? [{ key: 'backup', entity: 'Backup', Card: LastBackupCard }] : []),
  { key: 'customers', entity: 'Customer', Card: CustomersCard },
];
