import type { EntityDef } from '../engine/entity.js';
import { Application, Setting, Store } from './operations.js';

export * from './operations.js';

/** Every entity of the product, in menu order. The server, the web and the tests iterate this. */
export const entities: readonly EntityDef[] = [Store, Setting, Application];

export function entityByResource(resource: string): EntityDef | undefined {
  const wanted = resource.toLowerCase();
  return entities.find((e) => e.resource.toLowerCase() === wanted);
}
