import { describe, expect, it } from 'vitest';
import { cityIdsOf, memoryOf, namesFilter, restoredParams, withoutPanel } from './filter-memory';

const params = (search: string) => new URLSearchParams(search);

describe('what the products page starts from', () => {
  it('keeps an address that names a filter or an order as it is (a shared link)', () => {
    expect(namesFilter(params('filter=city'))).toBe(false);
    expect(namesFilter(params('q='))).toBe(false);
    expect(namesFilter(params('sort=price'))).toBe(true);
    expect(restoredParams(params('a12=3'), 'city=7', '8')).toBeNull();
  });

  it('restores the tab’s last filter on a bare page, else the city cookie, keeping the section to open', () => {
    expect(restoredParams(params(''), 'city=7&a12=3&after=xyz', '8')?.toString()).toBe('city=7&a12=3');
    expect(restoredParams(params('filter=region'), 'a12=3', '8')?.toString()).toBe('a12=3&filter=region');
    expect(restoredParams(params('filter=region'), 'category=4', '8')?.toString()).toBe('category=4&filter=region');
    expect(restoredParams(params(''), null, '7,9')?.toString()).toBe('city=7%2C9');
    expect(restoredParams(params('filter=city'), '', '7')?.toString()).toBe('city=7&filter=city');
    expect(restoredParams(params(''), null, 'x')).toBeNull();
    expect(restoredParams(params(''), null, undefined)).toBeNull();
  });

  it('remembers the filter without its page, and forgets its price and attributes on leaving', () => {
    expect(memoryOf(params('city=7&price=1|2&a3=x&after=abc&filter=city&facets=true'))).toBe('city=7&price=1%7C2&a3=x');
    expect(withoutPanel('city=7&price=1%7C2&a3=x&category=4&sort=price')).toBe('city=7&category=4&sort=price');
    expect(cityIdsOf('7, 9,x,0')).toEqual([7, 9]);
    expect(cityIdsOf(null)).toEqual([]);
  });
});
