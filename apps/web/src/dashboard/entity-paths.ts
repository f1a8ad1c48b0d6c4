import { type EntityDef, entities, type RouteMeta } from '@store/domain';
import { matchRouteParam } from './entity/route-param';
import { knownEntities } from './known-entities';

/** The route parameter's segment (`/Customer`), or nothing: it is optional in every screen's path, and only an entity with a `routeParam` has it. */
const paramSegment = (entity: EntityDef, param: string | undefined) => (entity.routeParam && param ? `/${encodeURIComponent(param)}` : '');

/** A screen's address; `param` is the value of the entity's `routeParam` (`List/Customer`), when it has one. */
export const listPath = (entity: EntityDef, param?: string) => `/dashboard/${entity.route}/List${paramSegment(entity, param)}`;
export const createPath = (entity: EntityDef, param?: string) => `/dashboard/${entity.route}/Create${paramSegment(entity, param)}`;
export const updatePath = (entity: EntityDef, id: number | string, param?: string) =>
  `/dashboard/${entity.route}/Update${paramSegment(entity, param)}/${id}`;

/**
 * The route parameter's value an address of the entity's screens names (`…/List/customer`,
 * `…/Update/Customer/7` → `Customer`), or undefined: none, one that names nothing, another entity's address.
 */
export function routeParamOfPath(entity: EntityDef, pathname: string): string | undefined {
  const base = `/dashboard/${entity.route}/`.toLowerCase();
  if (!entity.routeParam || !pathname.toLowerCase().startsWith(base)) return undefined;
  const [screen, ...rest] = pathname.slice(base.length).split('/').filter(Boolean);
  // `Update/{id}` has no parameter; `Update/{param}/{id}` has it first, as `List/{param}` and `Create/{param}` do.
  const raw = screen?.toLowerCase() === 'update' ? (rest.length === 2 ? rest[0] : undefined) : rest[0];
  return matchRouteParam(entity, raw === undefined ? undefined : safeDecode(raw));
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The entity an entity route (`Store.List`, `Voucher.List`) belongs to. */
export function entityOfRoute(meta: Pick<RouteMeta, 'key'>): EntityDef | undefined {
  const name = meta.key.split('.')[0];
  return knownEntities.find((e) => e.name === name);
}

/** Parent menu paths (`/dashboard/Settings`) and the first list under each: they redirect there (000 §2). */
export function parentRedirects(screens: readonly { path: string; layout: string }[] = []): { path: string; to: string }[] {
  const seen = new Map<string, string>();
  for (const entity of entities) {
    const parent = `/dashboard/${entity.route.split('/')[0]}`;
    if (!seen.has(parent)) seen.set(parent, listPath(entity));
  }
  // The web's own screens under a parent of theirs (`/dashboard/Reports/…`): the parent opens the first.
  for (const screen of screens) {
    const parent = screen.path.split('/').slice(0, 3).join('/');
    if (screen.layout === 'dashboard' && parent !== screen.path && !seen.has(parent)) seen.set(parent, screen.path);
  }
  return [...seen].map(([path, to]) => ({ path, to }));
}
