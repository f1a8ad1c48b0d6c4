import { defineEntity, f, GenericAttribute } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { filtersWithoutParam, filtersWithParam, matchRouteParam, routeParamChoices, routeParamOf } from './route-param';

const Shelf = defineEntity({
  name: 'Shelf',
  resource: 'Shelves',
  table: 'shelves',
  area: 'stock',
  route: 'Test/Shelf',
  fields: { name: f.text({ required: true }), storeRoomId: f.ref('StoreRooms', { filterable: true }) },
  titleField: 'name',
  listColumns: ['name'],
  routeParam: 'storeRoomId',
});

describe('route parameters', () => {
  it('match an enum value in any letter case, in its own spelling', () => {
    expect(routeParamOf(GenericAttribute)?.name).toBe('entityName');
    expect(matchRouteParam(GenericAttribute, 'Customer')).toBe('Customer');
    expect(matchRouteParam(GenericAttribute, 'customer')).toBe('Customer');
    expect(matchRouteParam(GenericAttribute, 'TICKET')).toBe('Ticket');
  });

  it('name nothing for an unknown value, an empty one, or an entity without a parameter', () => {
    expect(matchRouteParam(GenericAttribute, 'Invoice')).toBeUndefined();
    expect(matchRouteParam(GenericAttribute, '')).toBeUndefined();
    expect(matchRouteParam(GenericAttribute, undefined)).toBeUndefined();
    const { routeParam: _none, ...plain } = GenericAttribute;
    expect(matchRouteParam(plain, 'Customer')).toBeUndefined();
    expect(routeParamChoices(plain)).toEqual([]);
  });

  it('take a reference parameter as an id, with no values to switch between', () => {
    expect(matchRouteParam(Shelf, '12')).toBe('12');
    expect(matchRouteParam(Shelf, '012')).toBeUndefined();
    expect(matchRouteParam(Shelf, 'x')).toBeUndefined();
    expect(routeParamChoices(Shelf)).toEqual([]);
  });

  it('offer an enum’s values to switch between', () => {
    expect(routeParamChoices(GenericAttribute)).toEqual(['Customer', 'Product', 'Page', 'Content', 'Catalog', 'Project', 'Ticket']);
  });

  it('filter the list by the path’s value, which the query string then leaves out', () => {
    const query = { entityName: 'Product', isActived: 'true' };
    expect(filtersWithParam(GenericAttribute, query, 'Customer')).toEqual({ entityName: 'Customer', isActived: 'true' });
    expect(filtersWithParam(GenericAttribute, query, undefined)).toEqual(query);
    expect(filtersWithoutParam(GenericAttribute, query)).toEqual({ isActived: 'true' });
  });
});
