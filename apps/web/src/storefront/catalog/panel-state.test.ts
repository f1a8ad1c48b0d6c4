import { describe, expect, it } from 'vitest';
import { catalogQueryParams, EMPTY_CATALOG_QUERY, parseCatalogQuery } from './catalog-query';
import {
  amountOf,
  applyPanel,
  chooseCities,
  clearedQuery,
  draftOf,
  filterKindOf,
  judgeRange,
  type PanelAttribute,
  panelFromQuery,
  rendersAsFieldset,
  storedOf,
  toggled,
} from './panel-state';

const attributes: PanelAttribute[] = [
  { id: 1, attributeControlTypeId: '1' },
  { id: 2, attributeControlTypeId: '2' },
  { id: 5, attributeControlTypeId: '5' },
  { id: 11, attributeControlTypeId: '11' },
  { id: 21, attributeControlTypeId: '21' },
  { id: 22, attributeControlTypeId: '22' },
  { id: 6, attributeControlTypeId: '6' },
];
const fromAddress = (search: string) => parseCatalogQuery(Object.fromEntries(new URLSearchParams(search))).query;

describe('the filter panel’s inputs (spec 000 §2, §4)', () => {
  it('gives each control type its input, and types from 20 up a fieldset', () => {
    expect(['1', '3', '4', '2', '5', '11', '21', '22', '6'].map(filterKindOf)).toEqual([
      'text',
      'text',
      'text',
      'range',
      'switch',
      'dropdown',
      'checks',
      'radios',
      null,
    ]);
    expect(['5', '11', '21', '22'].map(rendersAsFieldset)).toEqual([false, false, true, true]);
  });

  it('fills the inputs from the address: stored selections restored (a range as from|to, a group comma-joined)', () => {
    const query = fromAddress('price=100|0&a1=سنگ&a2=0|7&a5=true&a11=31&a21=41,43&a22=52&city=7&region=9&category=3');
    expect(panelFromQuery(query, attributes)).toEqual({
      price: { from: '100', to: '' },
      attributes: { 1: 'سنگ', 2: { from: '', to: '7' }, 5: true, 11: '31', 21: [41, 43], 22: '52' },
      categoryId: 3,
      cityIds: [7],
      regionIds: [9],
    });
  });

  it('leaves an input empty when the address holds what it cannot read', () => {
    expect(draftOf('range', 'x|y')).toEqual({ from: '', to: '' });
    expect(draftOf('dropdown', '3,4')).toBe('');
    expect(draftOf('checks', 'a,b')).toEqual([]);
    expect(draftOf('switch', 'yes')).toBe(false);
  });

  it('resets the regions when the cities change, and only then', () => {
    const state = panelFromQuery(fromAddress('city=7&region=9'), []);
    expect(chooseCities(state, [7])).toBe(state);
    expect(chooseCities(state, [7, 8])).toMatchObject({ cityIds: [7, 8], regionIds: [] });
    expect(toggled([7], 8, true)).toEqual([7, 8]);
    expect(toggled([7, 8], 7, false)).toEqual([8]);
  });
});

describe('what the Filter button applies (spec 000 §5)', () => {
  const base = fromAddress('q=villa&sort=price&tag=4&a99=x');

  it('sends a missing side as 0, a switch only when on, a group only when not empty, text and choices as strings', () => {
    const state = {
      price: { from: '۱۰۰٬۰۰۰', to: '' },
      attributes: { 1: '  wood ', 2: { from: '', to: '7' }, 5: false, 11: '31', 21: [], 22: '' },
      categoryId: 3,
      cityIds: [7],
      regionIds: [],
    };
    const applied = applyPanel(state, attributes, base);
    expect(applied.issues).toBeUndefined();
    expect(catalogQueryParams(applied.query ?? EMPTY_CATALOG_QUERY)).toEqual({
      q: 'villa',
      sort: 'price',
      tag: '4',
      category: '3',
      city: '7',
      price: '100000|0',
      a1: 'wood',
      a2: '0|7',
      a11: '31',
      // An attribute the panel does not show keeps what the address had.
      a99: 'x',
    });
    const on = applyPanel({ ...state, attributes: { 5: true, 21: [41, 43] } }, attributes, EMPTY_CATALOG_QUERY);
    expect(on.query?.attributes).toEqual({ 5: 'true', 21: '41,43' });
  });

  it('refuses from above to, under the inputs, and applies nothing', () => {
    const state = panelFromQuery(EMPTY_CATALOG_QUERY, attributes);
    expect(applyPanel({ ...state, price: { from: '900', to: '100' } }, attributes, base)).toEqual({
      issues: { price: 'common.error.fromtoerror' },
    });
    expect(applyPanel({ ...state, attributes: { ...state.attributes, 2: { from: '۸', to: '۳' } } }, attributes, base)).toEqual({
      issues: { a2: 'common.error.fromtoerror' },
    });
    expect(applyPanel({ ...state, price: { from: 'abc', to: '' } }, attributes, base).issues).toEqual({ price: 'common.error.decimal' });
  });

  it('judges only ranges with both sides above 0', () => {
    expect(judgeRange({ from: '900', to: '0' })).toEqual({ range: { from: '900', to: null } });
    expect(judgeRange({ from: '0', to: '100' })).toEqual({ range: { from: null, to: '100' } });
    expect(judgeRange({ from: '100', to: '100' })).toEqual({ range: { from: '100', to: '100' } });
    expect(storedOf('range', { from: '', to: '' })).toBeNull();
    expect(storedOf('range', { from: '0', to: '0' })).toBeNull();
  });

  it('reads amounts in Persian digits, with group separators or a decimal comma', () => {
    expect(amountOf('۱٬۲۳۴٫۵')).toBe('1234.5');
    expect(amountOf('1,234')).toBe('1234');
    expect(amountOf('12,5')).toBe('12.5');
    expect(amountOf('')).toBeNull();
    expect(amountOf('-3')).toBeUndefined();
  });

  it('clears the price and the attributes, keeping the places, category, words and order', () => {
    const query = fromAddress('q=villa&sort=price&city=7&region=9&category=3&price=1|2&a5=true');
    expect(catalogQueryParams(clearedQuery(query))).toEqual({ q: 'villa', sort: 'price', city: '7', region: '9', category: '3' });
  });

  it('round-trips: the inputs filled from an applied query apply the same query', () => {
    const query = fromAddress('price=100|900&a1=wood&a2=2|0&a5=true&a11=31&a21=41,43&a22=52&city=7&region=9&category=3');
    const again = applyPanel(panelFromQuery(query, attributes), attributes, query);
    expect(catalogQueryParams(again.query ?? EMPTY_CATALOG_QUERY)).toEqual(catalogQueryParams(query));
  });
});
