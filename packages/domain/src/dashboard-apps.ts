import type { Rights } from './engine/access.js';
import type { Area, EntityDef } from './engine/entity.js';
import { entities } from './entities/index.js';
import { publicRoutes } from './public-routes.js';
import { entityRoutes } from './routes.js';

/**
 * The dashboard home's applications (spec 000 §1, §7: "the applications a user has and those
 * still available"). The spec's Application entity is an API client with a secret key that
 * nothing ties to a user, so an application here is a part of the product a person opens: each
 * dashboard area (its entity lists), and the signed-in user's own corners of the account
 * (tickets, favorites, products). A user has an area when one of its lists opens for them
 * (their roles' rights, `rightsOn`); the areas it does not open are the ones still available
 * (a role would open them). Decisions: docs/notes/issue-14-home.md.
 */
export interface DashboardApp {
  /** Stable key (`area.crm`, `account.tickets`). */
  readonly id: string;
  /** Message keys of the name and the description. */
  readonly name: string;
  readonly description: string;
  /** Where it opens: the account screen, or an area's first list the person may open; null for one still available. */
  readonly path: string | null;
}

/** The account's own screens every signed-in user has (their paths are the spec's, 000 §2). */
const ACCOUNT_APPS: readonly { key: string; route: string }[] = [
  { key: 'tickets', route: 'tickets' },
  { key: 'favorites', route: 'favoriteProducts' },
  { key: 'products', route: 'myProducts' },
];

/** The dashboard areas in menu order, each with its entity lists (the List routes shown in the menu). */
export function dashboardAreas(list: readonly EntityDef[] = entities): { area: Area; lists: { entity: EntityDef; path: string }[] }[] {
  const byArea = new Map<Area, { entity: EntityDef; path: string }[]>();
  for (const route of entityRoutes) {
    if (!route.showmenu) continue;
    const entity = list.find((e) => route.key === `${e.name}.List`);
    if (!entity) continue;
    byArea.set(entity.area, [...(byArea.get(entity.area) ?? []), { entity, path: route.path }]);
  }
  return [...byArea].map(([area, lists]) => ({ area, lists }));
}

/** An address without its optional parameters (`/dashboard/Settings/Attributes/List/:entityName?` → `…/List`). */
const bare = (path: string) => path.replace(/\/:[^/]+\?/g, '');

/**
 * The applications of someone whose rights on each entity are `rightsOf` (by entity name): those
 * they have (every account app, and each area where a list opens for them, at its first such
 * list) and those still available (the areas where none does).
 */
export function dashboardApps(rightsOf: (entity: EntityDef) => Rights): { mine: DashboardApp[]; available: DashboardApp[] } {
  const mine: DashboardApp[] = [];
  const available: DashboardApp[] = [];
  for (const { key, route } of ACCOUNT_APPS) {
    const meta = publicRoutes.find((r) => r.key === route);
    if (meta) mine.push({ id: `account.${key}`, name: meta.title, description: `app.account.${key}`, path: bare(meta.path) });
  }
  for (const { area, lists } of dashboardAreas()) {
    const opens = lists.find(({ entity }) => rightsOf(entity).list !== 'none');
    const app = { id: `area.${area}`, name: `area.${area}`, description: `app.area.${area}` };
    if (opens) mine.push({ ...app, path: bare(opens.path) });
    else available.push({ ...app, path: null });
  }
  return { mine, available };
}
