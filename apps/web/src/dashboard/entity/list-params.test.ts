import { entities } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-params';

const store = entities.find((entity) => entity.name === 'Store');
if (!store) throw new Error('no Store entity');
const listed = store.listColumns;
const read = (query: string) => readListParams(store, new URLSearchParams(query));

describe('a list’s state in its address', () => {
  it('round-trips page, size, sort, search, filters and the shown columns', () => {
    const shown = listed.slice(0, 1);
    const params = { ...read(''), page: 3, pageSize: 50, q: 'north', columns: shown };
    const again = read(writeListParams(params).toString());
    expect(again).toEqual(params);
    expect(writeListParams(params).get('cols')).toBe(shown.join(','));
  });

  it('keeps the columns in the list’s order, drops unknown ones, and reads all or none as every column', () => {
    expect(listed.length).toBeGreaterThan(2);
    const [first, second] = listed;
    expect(read(`cols=${second},${first},nothing`).columns).toEqual([first, second]);
    expect(read('cols=nothing').columns).toBeUndefined();
    expect(read(`cols=${listed.join(',')}`).columns).toBeUndefined();
    expect(writeListParams(read('')).has('cols')).toBe(false);
  });
});
