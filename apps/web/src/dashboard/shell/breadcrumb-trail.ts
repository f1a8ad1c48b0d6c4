import type { RouteMeta } from '@store/domain';
import type { ReactNode } from 'react';
import { firstAddress, selectedMenuKey } from './dashboard-menu';
import type { MenuItem } from './menu-entry';

export interface Crumb {
  key: string;
  label: ReactNode;
  /** Where the crumb leads; the last crumb (the screen itself) leads nowhere. */
  to?: string | undefined;
}

type Entry = { key?: unknown; label?: ReactNode; children?: Entry[] };

/** The menu items from the top down to the one keyed `key`, or nothing when no item is. */
function pathTo(items: readonly Entry[], key: string): Entry[] {
  for (const item of items) {
    if (!item) continue;
    if (item.key === key) return [item];
    const below = item.children ? pathTo(item.children, key) : [];
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/**
 * The breadcrumbs of a dashboard address, read off the side menu: home, the area (leading to its
 * first list, as its menu title does), any group of the entity's own lists, the list, then the
 * screen itself when it is not the list ("New" for a create, "Edit" for an update).
 */
export function breadcrumbTrail(
  pathname: string,
  items: readonly MenuItem[],
  extra: readonly RouteMeta[],
  labels: { create: string; update: string },
): Crumb[] {
  const [home, ...rest] = items as unknown as Entry[];
  const homeKey = String(home?.key ?? '/dashboard');
  const trail: Crumb[] = [{ key: homeKey, label: home?.label, to: homeKey }];
  const selected = selectedMenuKey(pathname, extra);
  const path = pathTo(rest, selected);
  for (const item of path) {
    const key = String(item.key);
    trail.push({ key, label: item.label, to: firstAddress(item as MenuItem) });
  }
  const here = path.at(-1);
  if (here && pathname.toLowerCase() !== selected.toLowerCase()) {
    const screen = /\/Create(\/|$)/i.test(pathname) ? labels.create : /\/Update\//i.test(pathname) ? labels.update : undefined;
    if (screen) trail.push({ key: pathname, label: screen });
  }
  // The screen itself is the last crumb: it leads nowhere.
  const last = trail.at(-1);
  if (last && trail.length > 1) last.to = undefined;
  return trail;
}
