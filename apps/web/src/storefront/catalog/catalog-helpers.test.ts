import { describe, expect, it } from 'vitest';
import { countedOptions, treeOrder } from './facet-options';
import { amountText, currencyName } from './money';

describe('facet counts beside the choices', () => {
  const options = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('hides a choice that gives nothing unless it is chosen, and counts nothing before the counts arrive', () => {
    expect(countedOptions(options, { 1: 12, 2: 0 }, (id) => id === 3)).toEqual([
      { option: { id: 1 }, count: 12 },
      { option: { id: 3 }, count: 0 },
    ]);
    expect(countedOptions(options, undefined, () => false).map((o) => o.count)).toEqual([null, null, null]);
  });
});

describe('a tree read top-down', () => {
  it('places each row under its parent with its depth; a lost parent or a cycle makes roots', () => {
    const rows = [
      { id: 1, parentId: null },
      { id: 2, parentId: 3 },
      { id: 3, parentId: 1 },
      { id: 4, parentId: 99 },
      { id: 5, parentId: 6 },
      { id: 6, parentId: 5 },
    ];
    expect(treeOrder(rows).map(({ row, depth }) => [row.id, depth])).toEqual([
      [1, 0],
      [3, 1],
      [2, 2],
      [4, 0],
      [5, 0],
      [6, 0],
    ]);
  });
});

describe('prices', () => {
  it('drops the zeros that say nothing', () => {
    expect(amountText('900.00000000')).toBe('900');
    expect(amountText('19.90000000')).toBe('19.9');
    expect(amountText('1200')).toBe('1200');
  });
  it('names Toman and Rial in the reader’s language, other coins by their symbol', () => {
    const fa: Record<string, string> = { 'catalog.currency.IRT': 'تومان' };
    expect(
      currencyName(
        'IRT',
        (k) => fa[k] ?? k,
        (k) => k in fa,
      ),
    ).toBe('تومان');
    expect(
      currencyName(
        'USDT',
        (k) => fa[k] ?? k,
        (k) => k in fa,
      ),
    ).toBe('USDT');
  });
});
