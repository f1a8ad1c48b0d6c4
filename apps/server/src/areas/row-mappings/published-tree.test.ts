import { describe, expect, it } from 'vitest';
import { lookUpTree } from './published-tree.js';

/** A tree select's lookups over a tree of regions (spec 000 §3, §7). */
const rows = [
  { id: 1, name: { fa: 'شمال تهران', en: 'North Tehran' }, parentRegionId: null },
  { id: 2, name: { fa: 'نیاوران', en: 'Niavaran' }, parentRegionId: 1 },
  { id: 3, name: { fa: 'تجریش', en: 'Tajrish' }, parentRegionId: 1 },
  { id: 4, name: { fa: 'کوی دانشگاه', en: null }, parentRegionId: 3 },
  { id: 5, name: { en: 'South' }, parentRegionId: null },
];
const ids = (found: readonly Record<string, unknown>[]) => found.map((r) => r.id);

describe('lookUpTree', () => {
  it('answers every row without a keyword or id', () => {
    expect(ids(lookUpTree(rows, 'parentRegionId', {}))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(lookUpTree(rows, 'parentRegionId', { keyword: '  ' }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds names in any language and letter variant, each with its ancestors, in the tree’s order', () => {
    expect(ids(lookUpTree(rows, 'parentRegionId', { keyword: 'niav' }))).toEqual([1, 2]);
    // Arabic kaf and yeh, as an Arabic keyboard types them.
    expect(ids(lookUpTree(rows, 'parentRegionId', { keyword: 'كوي' }))).toEqual([1, 3, 4]);
    expect(ids(lookUpTree(rows, 'parentRegionId', { keyword: 'TEHRAN' }))).toEqual([1]);
    expect(ids(lookUpTree(rows, 'parentRegionId', { keyword: 'nowhere' }))).toEqual([]);
  });

  it('looks a value up by id, with its ancestors', () => {
    expect(ids(lookUpTree(rows, 'parentRegionId', { id: 4 }))).toEqual([1, 3, 4]);
    expect(ids(lookUpTree(rows, 'parentRegionId', { id: 99 }))).toEqual([]);
  });

  it('matches only the rows `among` admits, with ancestors outside it', () => {
    const ofCity = (row: Record<string, unknown>) => row.id === 4 || row.id === 5;
    expect(ids(lookUpTree(rows, 'parentRegionId', {}, ofCity))).toEqual([1, 3, 4, 5]);
    expect(ids(lookUpTree(rows, 'parentRegionId', { keyword: 'کوی' }, ofCity))).toEqual([1, 3, 4]);
    // Tajrish holds the city's region but is not the city's: a search for it finds nothing.
    expect(ids(lookUpTree(rows, 'parentRegionId', { keyword: 'tajrish' }, ofCity))).toEqual([]);
    expect(ids(lookUpTree(rows, 'parentRegionId', { id: 2 }, ofCity))).toEqual([]);
  });

  it('stops on a cycle', () => {
    const looped = [
      { id: 1, name: { en: 'One' }, parentRegionId: 2 },
      { id: 2, name: { en: 'Two' }, parentRegionId: 1 },
    ];
    expect(ids(lookUpTree(looped, 'parentRegionId', { keyword: 'one' }))).toEqual([1, 2]);
  });
});
