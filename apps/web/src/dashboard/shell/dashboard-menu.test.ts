import { ADMIN_ROLE } from '@store/domain';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../i18n/translator';
import { dashboardMenuItems, firstAddress, menuItemOf, openParamGroup, selectedMenuKey } from './dashboard-menu';

/** Says which key it was asked (an unknown key reads as itself, so this one never does). */
const t: TFunction = (key) => `t:${key}`;
const ATTRIBUTES = '/dashboard/Settings/Attributes';

type Entry = { key: string; label?: unknown; children?: Entry[] };

function find(entries: readonly Entry[], key: string): Entry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    const inside = find(entry.children ?? [], key);
    if (inside) return inside;
  }
  return undefined;
}

describe('the dashboard menu', () => {
  const { items, groups } = dashboardMenuItems([ADMIN_ROLE], t);
  const entries = items as unknown as Entry[];

  it('opens a group at its first list: the first address under it, through a group of an entity’s own lists', () => {
    const settings = menuItemOf(items, 'area:operations') as unknown as Entry;
    expect(firstAddress(menuItemOf(items, 'area:operations'))).toBe(settings.children?.[0]?.key);
    expect(firstAddress(menuItemOf(items, 'area:operations'))).toMatch(/^\/dashboard\/Settings\/.+\/List$/);
    // An entity's group of lists (All, then one per value) opens at All.
    expect(firstAddress(menuItemOf(items, 'param:GenericAttribute'))).toBe(`${ATTRIBUTES}/List`);
    // Every group leads somewhere; an entry is its own address; an unknown key is nothing.
    for (const group of groups) expect(firstAddress(menuItemOf(items, group))).toMatch(/^\/dashboard\//);
    expect(firstAddress(menuItemOf(items, `${ATTRIBUTES}/List`))).toBe(`${ATTRIBUTES}/List`);
    expect(menuItemOf(items, 'area:nothing')).toBeUndefined();
  });

  it('groups an enum route parameter’s lists under their entity: All, then one entry per value', () => {
    const group = find(entries, 'param:GenericAttribute');
    expect(group?.label).toBe('t:entity.GenericAttributes');
    expect(group?.children?.map((c) => [c.key, c.label])).toEqual([
      [`${ATTRIBUTES}/List`, 't:entityscreens.all'],
      [`${ATTRIBUTES}/List/Customer`, 't:enum.GenericAttribute.entityName.Customer'],
      [`${ATTRIBUTES}/List/Product`, 't:enum.GenericAttribute.entityName.Product'],
      [`${ATTRIBUTES}/List/Page`, 't:enum.GenericAttribute.entityName.Page'],
      [`${ATTRIBUTES}/List/Content`, 't:enum.GenericAttribute.entityName.Content'],
      [`${ATTRIBUTES}/List/Catalog`, 't:enum.GenericAttribute.entityName.Catalog'],
      [`${ATTRIBUTES}/List/Project`, 't:enum.GenericAttribute.entityName.Project'],
      [`${ATTRIBUTES}/List/Ticket`, 't:enum.GenericAttribute.entityName.Ticket'],
    ]);
  });

  it('keys every other list by its address', () => {
    expect(find(entries, '/dashboard/Settings/Store/List')).toBeDefined();
    expect(JSON.stringify(items)).not.toContain(':entityName');
  });

  it('highlights the entry of the value the open screen names, and opens its group', () => {
    expect(selectedMenuKey(`${ATTRIBUTES}/List/customer`)).toBe(`${ATTRIBUTES}/List/Customer`);
    expect(selectedMenuKey(`${ATTRIBUTES}/Update/Product/4`)).toBe(`${ATTRIBUTES}/List/Product`);
    expect(selectedMenuKey(`${ATTRIBUTES}/Create/Page`)).toBe(`${ATTRIBUTES}/List/Page`);
    expect(selectedMenuKey(`${ATTRIBUTES}/Update/4`)).toBe(`${ATTRIBUTES}/List`);
    expect(selectedMenuKey(`${ATTRIBUTES}/List/Nothing`)).toBe(`${ATTRIBUTES}/List`);
    expect(selectedMenuKey('/dashboard/Settings/Store/Update/3')).toBe('/dashboard/Settings/Store/List');
    expect(openParamGroup(`${ATTRIBUTES}/List/Customer`)).toEqual(['param:GenericAttribute']);
    expect(openParamGroup('/dashboard/Settings/Store/List')).toEqual([]);
  });
});

describe('the dashboard menu of someone who is not an administrator', () => {
  it('lists an entity only where the user’s security accesses hold at least List on it', () => {
    // Store and Page open to a security access (their routes ask a login); Role never does.
    const { items } = dashboardMenuItems(['authenticated'], t, [], (entity) => entity.name === 'Page' || Boolean(entity.signedInRead));
    const keys = JSON.stringify(items);
    expect(keys).toContain('/dashboard/CMS/Page/List');
    expect(keys).toContain('/dashboard/Settings/ScheduleTask/List');
    expect(keys).not.toContain('/dashboard/Settings/Store/List');
    expect(keys).not.toContain('/dashboard/Customers/Role/List');
    // Without any right but the signed-in users' reads, only those and the home remain.
    const bare = dashboardMenuItems(['authenticated'], t, [], (entity) => Boolean(entity.signedInRead));
    expect(bare.groups).toEqual(['area:operations']);
  });
});
