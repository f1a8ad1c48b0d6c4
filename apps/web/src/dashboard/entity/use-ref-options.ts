import { PAGE_SIZE_MAX } from '@store/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EntityRow, resourceApi } from '../../api/resource-api';
import { useTranslation } from '../../i18n/use-translation';
import { useDebounced } from '../../ui/use-debounced';
import { entityOfResource } from '../known-entities';
import { rowTitle } from './row-title';

export interface RefOption {
  value: number;
  label: string;
}

/** Rows a reference picker offers at once. */
const SEARCH_SIZE = 20;

/** The ids a reference control holds (one, a list, or none). */
export function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  return list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Options of a reference picker: the server searched by title as the user types
 * (`?q=…&pageSize=20`, debounced), plus the rows of the current value by `?id=…`, so its title
 * shows even when it is not among the first rows.
 */
export function useRefOptions(resource: string | undefined, search: string, value: unknown) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const target = entityOfResource(resource);
  const q = useDebounced(search.trim(), 300);
  // One page answers at most PAGE_SIZE_MAX rows: the titles of more chosen ids than that show as `#id`.
  const ids = idsOf(value).slice(0, PAGE_SIZE_MAX);
  const found = useQuery({
    queryKey: ['refs', target?.resource, 'search', q, language],
    queryFn: ({ signal }) =>
      resourceApi.list(
        target?.resource ?? '',
        { page: 1, pageSize: SEARCH_SIZE, q: q || undefined, ...(target?.defaultSort ? { sort: target.defaultSort } : {}) },
        signal,
      ),
    enabled: Boolean(target),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const current = useQuery({
    queryKey: ['refs', target?.resource, 'ids', ids.join(','), language],
    queryFn: ({ signal }) => resourceApi.list(target?.resource ?? '', { page: 1, pageSize: ids.length, id: ids.join(',') }, signal),
    enabled: Boolean(target) && ids.length > 0,
    staleTime: 30_000,
  });
  const seen = new Set<number>();
  const options: RefOption[] = [];
  for (const row of [...(current.data?.data ?? []), ...(found.data?.data ?? [])] as EntityRow[]) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    options.push({ value: row.id, label: rowTitle(target, row, language) });
  }
  return { options, loading: found.isFetching || current.isFetching };
}
