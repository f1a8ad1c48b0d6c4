import { DashboardOutlined } from '@ant-design/icons';
import { type Area, type EntityDef, entityRoutes, publicRoutes, type RouteMeta, rolesAllow } from '@store/domain';
import { bareLink } from '../../app/route-paths';
import { webRoutes } from '../../app/web-routes';
import { RouteIcon } from '../../components/route-icon';
import type { TFunction } from '../../i18n/translator';
import { routeParamChoices } from '../entity/route-param';
import { entityOfRoute, listPath, routeParamOfPath } from '../entity-paths';
import { type MenuItem as Item, menuEntry, paramGroupKey } from './menu-entry';

/**
 * Side menu: the dashboard home, then entity lists flagged `showmenu`, grouped by area, filtered
 * by roles and by `lists` (the user's security accesses: at least List on the entity). `extra`
 * adds routes the server decides on (the engine's fixtures).
 */
export function dashboardMenuItems(
  roles: readonly string[],
  t: TFunction,
  extra: readonly RouteMeta[] = [],
  lists: (entity: EntityDef) => boolean = () => true,
): { items: Item[]; groups: string[] } {
  const byArea = new Map<Area, Item[]>();
  for (const route of [...entityRoutes, ...extra]) {
    const entity = entityOfRoute(route);
    if (!route.showmenu || !entity || !rolesAllow(route, roles) || !lists(entity)) continue;
    const list = byArea.get(entity.area) ?? [];
    list.push(menuEntry(route, entity, t));
    byArea.set(entity.area, list);
  }
  // The web's own dashboard screens sit in the group they name (the file manager in Content).
  for (const route of webRoutes) {
    if (route.layout !== 'dashboard' || !route.showmenu || !rolesAllow(route, roles)) continue;
    const area = route.area ?? 'cms';
    const list = byArea.get(area) ?? [];
    list.push({ key: route.path, icon: <RouteIcon name={route.icon} />, label: t(route.title) });
    byArea.set(area, list);
  }
  const home = publicRoutes.find((r) => r.key === 'dashboard');
  const items: Item[] = [
    { key: home?.path ?? '/dashboard', icon: <DashboardOutlined />, label: t(home?.title ?? 'route.dashboard') },
    ...[...byArea].map(([area, children]) => ({ key: `area:${area}`, label: t(`area.${area}`), children })),
  ];
  return { items, groups: [...byArea.keys()].map((a) => `area:${a}`) };
}

/** The list route whose screens the address is one of (its List, Create or Update), if any. */
function menuRouteOf(pathname: string, extra: readonly RouteMeta[]): RouteMeta | undefined {
  const lower = pathname.toLowerCase();
  return [...entityRoutes, ...extra, ...webRoutes].find(
    (r) =>
      r.showmenu &&
      lower.startsWith(
        bareLink(r.path)
          .replace(/\/List$/, '/')
          .toLowerCase(),
      ),
  );
}

/**
 * The menu key to highlight: the list of the entity whose screen is open (the entry of its route
 * parameter's value, `…/List/Customer`, when the address names one), or the exact path.
 */
export function selectedMenuKey(pathname: string, extra: readonly RouteMeta[] = []): string {
  const route = menuRouteOf(pathname, extra);
  const entity = route ? entityOfRoute(route) : undefined;
  if (entity && routeParamChoices(entity).length > 0) return listPath(entity, routeParamOfPath(entity, pathname));
  return route ? bareLink(route.path) : pathname;
}

/** The sub-menu to open with the menu: the group of a route parameter's values whose screen is open. */
export function openParamGroup(pathname: string, extra: readonly RouteMeta[] = []): string[] {
  const route = menuRouteOf(pathname, extra);
  const entity = route ? entityOfRoute(route) : undefined;
  return entity && routeParamChoices(entity).length > 0 ? [paramGroupKey(entity)] : [];
}

/** The first address under a menu item: itself when it is one, else its first child's (a group opens its first list). */
export function firstAddress(item: Item | null | undefined): string | undefined {
  if (!item || !('key' in item)) return undefined;
  const children = 'children' in item ? (item.children as Item[] | undefined) : undefined;
  if (!children) return typeof item.key === 'string' && item.key.startsWith('/') ? item.key : undefined;
  for (const child of children) {
    const found = firstAddress(child);
    if (found) return found;
  }
  return undefined;
}

/** The menu item keyed `key`, at any depth. */
export function menuItemOf(items: readonly Item[], key: string): Item | undefined {
  for (const item of items) {
    if (!item || !('key' in item)) continue;
    if (item.key === key) return item;
    const children = 'children' in item ? (item.children as Item[] | undefined) : undefined;
    const found = children ? menuItemOf(children, key) : undefined;
    if (found) return found;
  }
  return undefined;
}
