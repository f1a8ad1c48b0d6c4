import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { categoryTree, cityIdOf, cityTree, controlOfIds, idsOfControl, linkIssuesOf, matchesSearch } from './placing-options';

const category = (id: number, parentCategoryId: number | null, fa: string) => ({
  id,
  parentCategoryId,
  name: { fa, en: `en ${fa}` },
  published: true,
});

describe('the placing panels’ choices', () => {
  it('make the categories a tree by parent in display order; an orphan is a root; a loop is cut', () => {
    const rows = [category(1, null, 'کالا'), category(2, 1, 'گوشی'), category(3, 9, 'یتیم'), category(4, 5, 'الف'), category(5, 4, 'ب')];
    expect(categoryTree(rows, 'fa')).toEqual([
      { value: 1, title: 'کالا', children: [{ value: 2, title: 'گوشی' }] },
      { value: 3, title: 'یتیم' },
    ]);
    expect(categoryTree([category(1, null, 'کالا')], 'en')[0]?.title).toBe('en کالا');
  });

  it('offer only cities, grouped under their province and country', () => {
    const items = [
      { uniqueId: 'country-1', name: { fa: 'ایران' }, parentUniqueId: null },
      { uniqueId: 'province-2', name: { fa: 'تهران' }, parentUniqueId: 'country-1' },
      { uniqueId: 'city-3', name: { fa: 'تهران' }, parentUniqueId: 'province-2' },
      { uniqueId: 'city-4', name: { fa: 'کیش' }, parentUniqueId: 'country-1' },
    ];
    expect(cityTree(items, 'fa')).toEqual([
      {
        value: 'country-1',
        title: 'ایران',
        selectable: false,
        children: [
          { value: 'province-2', title: 'تهران', selectable: false, children: [{ value: 'city-3', title: 'تهران' }] },
          { value: 'city-4', title: 'کیش' },
        ],
      },
    ]);
    expect([cityIdOf('city-3'), cityIdOf('province-2'), cityIdOf(3)]).toEqual([3, null, null]);
  });

  it('find a choice by what was typed, on an Arabic keyboard or in any digits and case', () => {
    expect(matchesSearch('كرج', 'استان کرج')).toBe(true);
    expect(matchesSearch('۱۴', 'Phones 14')).toBe(true);
    expect(matchesSearch('PHONE', 'Phones 14')).toBe(true);
    expect(matchesSearch('tehran', 'Karaj')).toBe(false);
    expect(matchesSearch('x', undefined)).toBe(false);
  });

  it('read and fill the controls as ids', () => {
    expect(idsOfControl('cities', ['city-3', 'province-2', 'city-3'])).toEqual([3]);
    expect(idsOfControl('tags', [4, 4, 6])).toEqual([4, 6]);
    expect(idsOfControl('categories', undefined)).toEqual([]);
    expect(controlOfIds('cities', [3])).toEqual(['city-3']);
  });

  it('put a refused set’s issue under its control', () => {
    const refused = new ApiError(400, {
      fieldCodes: { 'cityIds.1': 'city.error.notfound' },
      fields: { 'cityIds.1': 'No such city.' },
    });
    expect(linkIssuesOf('cities', refused)).toEqual({ placing_cities: { code: 'city.error.notfound', message: 'No such city.' } });
    expect(linkIssuesOf('categories', new ApiError(400, { fieldCodes: { categoryIds: 'product.error.categoryrequired' } }))).toEqual({
      placing_categories: { code: 'product.error.categoryrequired' },
    });
    expect(linkIssuesOf('tags', refused)).toEqual({});
    expect(linkIssuesOf('tags', new Error('network'))).toEqual({});
  });
});
