import { describe, expect, it } from 'vitest';
import { visibleFilters } from './filter-rules';

describe('which filters a visitor sees (spec 000 §6)', () => {
  const off = {};
  const on = { addressfilterenabled: 'true', categoryfilterenabled: '1', attributefilterenabled: 'TRUE', regionfilterenabled: 'true' };

  it('shows city, category and attributes to administrators whatever the settings say, and the region only by its rule', () => {
    expect(visibleFilters(off, true, 0)).toEqual(['city', 'category', 'attributes']);
    expect(visibleFilters(off, true, 1)).toEqual(['city', 'category', 'attributes']);
  });

  it('shows a visitor each filter whose public setting is on', () => {
    expect(visibleFilters(off, false, 0)).toEqual([]);
    expect(visibleFilters(undefined, false, 0)).toEqual([]);
    expect(visibleFilters({ categoryfilterenabled: 'true' }, false, 0)).toEqual(['category']);
    expect(visibleFilters({ addressfilterenabled: 'false', attributefilterenabled: 'true' }, false, 0)).toEqual(['attributes']);
  });

  it('shows the region only with its setting and exactly one city chosen', () => {
    expect(visibleFilters(on, false, 0)).toEqual(['city', 'category', 'attributes']);
    expect(visibleFilters(on, false, 1)).toEqual(['city', 'region', 'category', 'attributes']);
    expect(visibleFilters(on, false, 2)).toEqual(['city', 'category', 'attributes']);
    expect(visibleFilters({ ...on, regionfilterenabled: 'false' }, true, 1)).toEqual(['city', 'category', 'attributes']);
  });
});
