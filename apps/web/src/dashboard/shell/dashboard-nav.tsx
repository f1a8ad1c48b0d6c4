import type { RouteMeta } from '@store/domain';
import { Menu } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { firstAddress, menuItemOf, openParamGroup, selectedMenuKey } from './dashboard-menu';
import type { MenuItem } from './menu-entry';

interface DashboardNavProps {
  items: MenuItem[];
  groups: string[];
  extra: readonly RouteMeta[];
  /** After a choice (the phone's drawer closes). */
  onChosen?: () => void;
}

/**
 * The side menu: an entry opens its address; a group's title opens the group's first list and
 * keeps the group open (spec 000 §2's parent items), its arrow alone folds it.
 */
export function DashboardNav({ items, groups, extra, onChosen }: DashboardNavProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [openKeys, setOpenKeys] = useState(() => [...groups, ...openParamGroup(location.pathname, extra)]);
  // A title's click comes before the menu's own toggle of that group: the toggle is then undone.
  const keepOpen = useRef<string | undefined>(undefined);
  // A group that appears later (the engine's fixtures, once the server says so) starts open like the rest.
  const seen = useRef(new Set(groups));
  useEffect(() => {
    const fresh = groups.filter((group) => !seen.current.has(group));
    for (const group of fresh) seen.current.add(group);
    if (fresh.length > 0) setOpenKeys((keys) => [...keys, ...fresh]);
  }, [groups]);
  const go = (address: string | undefined) => {
    if (!address) return;
    void navigate(address);
    onChosen?.();
  };
  const withTitles = (list: MenuItem[]): MenuItem[] =>
    list.map((item) => {
      if (!item || !('children' in item) || !item.children) return item;
      const key = String(item.key);
      return {
        ...item,
        children: withTitles(item.children as MenuItem[]),
        onTitleClick: () => {
          keepOpen.current = key;
          go(firstAddress(menuItemOf(items, key)));
        },
      } as MenuItem;
    });
  return (
    <nav aria-label={t('nav.dashboard')} data-testid="dashboard-menu">
      <Menu
        mode="inline"
        items={withTitles(items)}
        openKeys={openKeys}
        onOpenChange={(keys) => {
          const kept = keepOpen.current;
          keepOpen.current = undefined;
          setOpenKeys(kept && !keys.includes(kept) ? [...keys, kept] : keys);
        }}
        selectedKeys={[selectedMenuKey(location.pathname, extra)]}
        onClick={({ key }) => go(key)}
      />
    </nav>
  );
}
