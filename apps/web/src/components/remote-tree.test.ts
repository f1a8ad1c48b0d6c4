import { describe, expect, it } from 'vitest';
import { allIds, ancestorIds, idsOf, labelOf, requestOf, rowsById, searchStage, treeOptions } from './remote-tree';

const region = (id: number, parentRegionId: number | null, fa: string, en?: string) => ({
  id,
  parentRegionId,
  name: { fa, ...(en ? { en } : {}) },
  published: true,
});

describe('a remote tree select', () => {
  it('searches only after more than 3 typed characters; nothing typed is the whole list', () => {
    expect(searchStage('')).toBe('all');
    expect(searchStage('   ')).toBe('all');
    expect(searchStage('ت')).toBe('short');
    expect(searchStage('تهر')).toBe('short');
    expect(searchStage(' تهر ')).toBe('short');
    expect(searchStage('تهرا')).toBe('search');
    expect(searchStage('Tehr')).toBe('search');
  });

  it('makes the flat rows a tree by the parent field, in the order given: an orphan is a root, a loop is cut, a repeat shown once', () => {
    const rows = [
      region(1, null, 'تهران', 'Tehran'),
      region(2, 1, 'نیاوران', 'Niavaran'),
      region(3, 1, 'غرب تهران'),
      region(4, 99, 'یتیم'),
      region(5, 6, 'الف'),
      region(6, 5, 'ب'),
      region(2, 1, 'نیاوران', 'Niavaran'),
    ];
    expect(treeOptions(rows, 'parentRegionId', 'en')).toEqual([
      {
        id: 1,
        label: 'Tehran',
        lang: 'en',
        children: [
          { id: 2, label: 'Niavaran', lang: 'en' },
          { id: 3, label: 'غرب تهران', lang: 'fa' },
        ],
      },
      { id: 4, label: 'یتیم', lang: 'fa' },
      { id: 5, label: 'الف', lang: 'fa', children: [{ id: 6, label: 'ب', lang: 'fa' }] },
    ]);
  });

  it('names a row in the reader’s language, else in another, else by its id; reads another parent field', () => {
    expect(labelOf(region(1, null, 'تهران', 'Tehran'), 'fa')).toEqual({ label: 'تهران', lang: 'fa' });
    expect(labelOf(region(1, null, 'تهران'), 'tr')).toEqual({ label: 'تهران', lang: 'fa' });
    expect(labelOf({ id: 7, name: { fa: ' ', en: null } }, 'en')).toEqual({ label: '#7' });
    const categories = [
      { id: 10, name: { en: 'Phones' }, parentCategoryId: 11 },
      { id: 11, name: { en: 'Digital' }, parentCategoryId: null },
    ];
    expect(treeOptions(categories, 'parentCategoryId', 'en')).toEqual([
      { id: 11, label: 'Digital', lang: 'en', children: [{ id: 10, label: 'Phones', lang: 'en' }] },
    ]);
  });

  it('lists every id of a tree, parents first', () => {
    expect(
      allIds(treeOptions([region(1, null, 'الف'), region(2, 1, 'ب'), region(3, 2, 'پ'), region(4, null, 'ت')], 'parentRegionId', 'fa')),
    ).toEqual([1, 2, 3, 4]);
  });

  it('finds a value’s ancestors among the rows read, a loop cut', () => {
    const rows = rowsById([region(1, null, 'الف'), region(2, 1, 'ب'), region(3, 2, 'پ'), region(5, 6, 'ج'), region(6, 5, 'چ')]);
    expect(ancestorIds([3], rows, 'parentRegionId')).toEqual([2, 1]);
    expect(ancestorIds([1, 9], rows, 'parentRegionId')).toEqual([]);
    expect(ancestorIds([5], rows, 'parentRegionId')).toEqual([6, 5]);
  });

  it('reads a value as ids', () => {
    expect(idsOf(undefined)).toEqual([]);
    expect(idsOf(null)).toEqual([]);
    expect(idsOf(7)).toEqual([7]);
    expect(idsOf([3, '4', 0, 'x'])).toEqual([3, 4]);
  });

  it('sends the configured address’s own parameters beside the search or the lookup', () => {
    expect(requestOf('/api/Region/getRegions', { keyword: 'تهران' })).toEqual({
      path: '/api/Region/getRegions',
      query: { keyword: 'تهران' },
    });
    expect(requestOf('/api/Category/getCategories?entityName=Product', { id: 5 })).toEqual({
      path: '/api/Category/getCategories',
      query: { entityName: 'Product', id: '5' },
    });
    expect(requestOf('/api/Region/getRegions')).toEqual({ path: '/api/Region/getRegions', query: {} });
  });

  it('keeps the rows of several answers by id, the later answer’s row winning', () => {
    const byId = rowsById([region(1, null, 'قدیم')], undefined, [region(1, null, 'جدید'), region(2, 1, 'ب')]);
    expect([...byId.keys()]).toEqual([1, 2]);
    expect(byId.get(1)?.name).toEqual({ fa: 'جدید' });
  });
});
