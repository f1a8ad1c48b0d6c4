import { ADMIN_ROLE } from '@store/domain';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../i18n/translator';
import { breadcrumbTrail } from './breadcrumb-trail';
import { dashboardMenuItems } from './dashboard-menu';

const t: TFunction = (key) => `t:${key}`;
const labels = { create: 'New', update: 'Edit' };
const { items } = dashboardMenuItems([ADMIN_ROLE], t);
const trail = (pathname: string) => breadcrumbTrail(pathname, items, [], labels).map(({ label, to }) => [label, to]);

describe('the dashboard breadcrumbs', () => {
  it('lead from home through the area (to its first list) to the list, the list itself not a link', () => {
    const stores = trail('/dashboard/Settings/Store/List');
    expect(stores[0]).toEqual(['t:route.dashboard', '/dashboard']);
    expect(stores[1]?.[0]).toBe('t:area.operations');
    expect(stores[1]?.[1]).toMatch(/^\/dashboard\/Settings\/.+\/List$/);
    expect(stores.at(-1)).toEqual(['t:entity.Stores', undefined]);
    expect(stores).toHaveLength(3);
  });

  it('add the screen after its list: New on a create, Edit on an update, the list then a link', () => {
    expect(trail('/dashboard/Settings/Store/Create').slice(2)).toEqual([
      ['t:entity.Stores', '/dashboard/Settings/Store/List'],
      ['New', undefined],
    ]);
    expect(trail('/dashboard/Settings/Store/Update/12').slice(2)).toEqual([
      ['t:entity.Stores', '/dashboard/Settings/Store/List'],
      ['Edit', undefined],
    ]);
  });

  it('pass through an entity’s group of lists to the value the address names', () => {
    const customers = trail('/dashboard/Settings/Attributes/Update/Customer/4');
    expect(customers.map(([label]) => label)).toEqual([
      't:route.dashboard',
      't:area.operations',
      't:entity.GenericAttributes',
      't:enum.GenericAttribute.entityName.Customer',
      'Edit',
    ]);
    expect(customers[2]?.[1]).toBe('/dashboard/Settings/Attributes/List');
    expect(customers[3]?.[1]).toBe('/dashboard/Settings/Attributes/List/Customer');
  });

  it('are home alone on the home screen and on an address the menu does not know', () => {
    expect(trail('/dashboard')).toEqual([['t:route.dashboard', '/dashboard']]);
    expect(trail('/dashboard/Nowhere/List')).toEqual([['t:route.dashboard', '/dashboard']]);
  });
});
