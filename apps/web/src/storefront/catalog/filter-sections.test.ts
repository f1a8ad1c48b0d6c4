import { describe, expect, it } from 'vitest';
import { filterSections } from './filter-sections';

describe('who sees which filter (spec 000 §6)', () => {
  it('shows a visitor nothing until the store turns the filters on', () => {
    expect(filterSections({}, false, 0)).toMatchObject({ city: false, region: false, category: false, attributes: false, price: false });
  });

  it('shows administrators the city, category and attribute filters (with the price) whatever the settings say', () => {
    expect(filterSections({}, true, 1)).toMatchObject({ city: true, region: false, category: true, attributes: true, price: true });
  });

  it('shows the region with its setting and exactly one city; the price with the attributes unless switched off', () => {
    const on = { addressfilterenabled: 'true', regionfilterenabled: 'true', attributefilterenabled: 'true' };
    expect(filterSections(on, false, 1)).toMatchObject({ city: true, region: true, attributes: true, price: true });
    expect(filterSections(on, false, 2).region).toBe(false);
    expect(filterSections({ ...on, 'filter.enablepricefilter': 'false' }, false, 1).price).toBe(false);
  });

  it('draws each filter in the container class of the settings, `border rounded` by default', () => {
    expect(filterSections({}, false, 0).containerClass).toBe('border rounded');
    expect(filterSections({ 'filter.itemcontainerclassname': 'card p-2' }, false, 0).containerClass).toBe('card p-2');
    expect(filterSections({ 'filter.clearfilteronleave': '1' }, false, 0).clearOnLeave).toBe(true);
  });
});
