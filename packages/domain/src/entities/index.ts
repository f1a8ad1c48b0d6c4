import type { EntityDef } from '../engine/entity.js';
import { Role, SECURED_ENTITY_NAMES, SecurityAccess } from './identity.js';
import { Application, Setting, Store } from './operations.js';

export * from './identity.js';
export * from './operations.js';

/** Every entity of the product, in menu order. The server, the web and the tests iterate this. */
export const entities: readonly EntityDef[] = [Role, SecurityAccess, Store, Setting, Application];

SECURED_ENTITY_NAMES.push(...entities.map((e) => e.name));

export function entityByResource(resource: string): EntityDef | undefined {
  const wanted = resource.toLowerCase();
  return entities.find((e) => e.resource.toLowerCase() === wanted);
}

export function entityByName(name: string): EntityDef | undefined {
  const wanted = name.toLowerCase();
  return entities.find((e) => e.name.toLowerCase() === wanted);
}
