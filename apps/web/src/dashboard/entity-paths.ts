import { type EntityDef, entities, type RouteMeta } from '@store/domain';
import { knownEntities } from './known-entities';

export const listPath = (entity: EntityDef) => `/dashboard/${entity.route}/List`;
export const createPath = (entity: EntityDef) => `/dashboard/${entity.route}/Create`;
export const updatePath = (entity: EntityDef, id: number | string) => `/dashboard/${entity.route}/Update/${id}`;

/** The entity an entity route (`Store.List`, `Voucher.List`) belongs to. */
export function entityOfRoute(meta: Pick<RouteMeta, 'key'>): EntityDef | undefined {
  const name = meta.key.split('.')[0];
  return knownEntities.find((e) => e.name === name);
}

/** Parent menu paths (`/dashboard/Settings`) and the first list under each: they redirect there (000 §2). */
export function parentRedirects(): { path: string; to: string }[] {
  const seen = new Map<string, string>();
  for (const entity of entities) {
    const parent = `/dashboard/${entity.route.split('/')[0]}`;
    if (!seen.has(parent)) seen.set(parent, listPath(entity));
  }
  return [...seen].map(([path, to]) => ({ path, to }));
}
