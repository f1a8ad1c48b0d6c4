import { GenericAttribute, Store } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { createPath, listPath, routeParamOfPath, updatePath } from './entity-paths';

describe('entity screen paths', () => {
  it('carry the route parameter’s value where the entity has one', () => {
    expect(listPath(GenericAttribute)).toBe('/dashboard/Settings/Attributes/List');
    expect(listPath(GenericAttribute, 'Customer')).toBe('/dashboard/Settings/Attributes/List/Customer');
    expect(createPath(GenericAttribute, 'Customer')).toBe('/dashboard/Settings/Attributes/Create/Customer');
    expect(updatePath(GenericAttribute, 7, 'Customer')).toBe('/dashboard/Settings/Attributes/Update/Customer/7');
    expect(updatePath(GenericAttribute, 7)).toBe('/dashboard/Settings/Attributes/Update/7');
    // An entity without one ignores it.
    expect(listPath(Store, 'Customer')).toBe(`/dashboard/${Store.route}/List`);
  });

  it('read the value back from any of the screens’ addresses', () => {
    expect(routeParamOfPath(GenericAttribute, '/dashboard/Settings/Attributes/List/customer')).toBe('Customer');
    expect(routeParamOfPath(GenericAttribute, '/dashboard/settings/attributes/Create/Product')).toBe('Product');
    expect(routeParamOfPath(GenericAttribute, '/dashboard/Settings/Attributes/Update/Page/12')).toBe('Page');
    expect(routeParamOfPath(GenericAttribute, '/dashboard/Settings/Attributes/Update/12')).toBeUndefined();
    expect(routeParamOfPath(GenericAttribute, '/dashboard/Settings/Attributes/List')).toBeUndefined();
    expect(routeParamOfPath(GenericAttribute, '/dashboard/Settings/Attributes/List/Nothing')).toBeUndefined();
    expect(routeParamOfPath(GenericAttribute, '/dashboard/Settings/Attributes/List/%E0%A4%A')).toBeUndefined();
    expect(routeParamOfPath(GenericAttribute, '/dashboard/CMS/Page/List/Customer')).toBeUndefined();
  });
});
