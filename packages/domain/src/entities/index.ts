import type { EntityDef } from '../engine/entity.js';
import { Address } from './addresses.js';
import { GenericAttribute, GenericAttributeMapping, GenericAttributeValue } from './attributes.js';
import { Backup } from './backups.js';
import { Coin, Comment, Product, ProductPicture, ProductType } from './catalog.js';
import { Content, ContentTemplate, FormSubmission, Page } from './cms.js';
import { Direction, Ticket, TicketCategory, TicketPost, TicketPriority, Unit } from './crm.js';
import { Customer, Favorite } from './customers.js';
import { AddressElementMapping, City, Country, Location, Province, Region, RegionMapping } from './geography.js';
import { addSecuredEntities, Role, SecurityAccess } from './identity.js';
import { MessagingAccount, QueuedMail } from './messaging.js';
import { Application, Setting, Store } from './operations.js';
import { ScheduleTask, ScheduleTaskRun } from './schedule-tasks.js';
import { Category, CategoryMapping, Tag, TagMapping } from './taxonomy.js';

export * from './addresses.js';
export * from './attributes.js';
export * from './backups.js';
export * from './catalog.js';
export * from './cms.js';
export * from './crm.js';
export * from './customers.js';
export * from './geography.js';
export * from './identity.js';
export * from './messaging.js';
export * from './operations.js';
export * from './schedule-tasks.js';
export * from './taxonomy.js';

/** Every entity of the product, in menu order. The server, the web and the tests iterate this. */
export const entities = [
  Customer,
  Address,
  Role,
  SecurityAccess,
  Store,
  Setting,
  Application,
  ScheduleTask,
  ScheduleTaskRun,
  Backup,
  MessagingAccount,
  QueuedMail,
  GenericAttribute,
  GenericAttributeValue,
  GenericAttributeMapping,
  Page,
  Country,
  Province,
  City,
  Region,
  Location,
  AddressElementMapping,
  RegionMapping,
  Category,
  Tag,
  CategoryMapping,
  TagMapping,
  Coin,
  ProductType,
  Product,
  ProductPicture,
  Comment,
  ContentTemplate,
  Content,
  FormSubmission,
  Favorite,
  Unit,
  TicketCategory,
  TicketPriority,
  Direction,
  Ticket,
  TicketPost,
] as const satisfies readonly EntityDef[];

addSecuredEntities(entities);

const all: readonly EntityDef[] = entities;

export function entityByResource(resource: string): EntityDef | undefined {
  const wanted = resource.toLowerCase();
  return all.find((e) => e.resource.toLowerCase() === wanted);
}

export function entityByName(name: string): EntityDef | undefined {
  const wanted = name.toLowerCase();
  return all.find((e) => e.name.toLowerCase() === wanted);
}
