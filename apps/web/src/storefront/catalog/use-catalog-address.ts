import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type CatalogQuery, type CatalogQueryIssues, catalogQueryParams, parseCatalogQuery } from './catalog-query';
import { OPEN_PARAM } from './filter-memory';

/** The address's parameters, one value each (a repeated one: its last). */
const paramsOf = (search: URLSearchParams) => Object.fromEntries(search) as Record<string, string>;

/** The parameters without the named ones. */
const without = (params: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(params).filter(([name]) => !names.includes(name)));

/**
 * The catalog's state is its address (spec 000 §4 "filter state"; README.md here): the query read
 * from it — what is malformed left out and named, so the list still shows — and the navigation
 * that applies another query (a new history entry: Back returns to the previous filter).
 */
export function useCatalogAddress() {
  const [search, setSearch] = useSearchParams();
  const { query, issues, key } = useMemo(() => {
    const params = paramsOf(search);
    const parsed = parseCatalogQuery(params);
    const named = Object.keys(parsed.issues);
    const clean = named.length > 0 ? parseCatalogQuery(without(params, named)).query : parsed.query;
    // What identifies the list: the query's parameters (not the section a filter button opens).
    const listKey = new URLSearchParams(catalogQueryParams({ ...clean, facets: false })).toString();
    return { query: clean, issues: parsed.issues as CatalogQueryIssues, key: listKey };
  }, [search]);

  const go = useCallback(
    (next: CatalogQuery, replace = false) =>
      setSearch(new URLSearchParams(catalogQueryParams({ ...next, after: null, facets: false })), { replace }),
    [setSearch],
  );

  /** Takes parameters out of the address (those the list could not use), keeping the rest. */
  const drop = useCallback(
    (names: readonly string[]) => setSearch(new URLSearchParams(without(paramsOf(search), names)), { replace: true }),
    [search, setSearch],
  );

  return { search, setSearch, query, issues, key, go, drop, openSection: search.get(OPEN_PARAM) };
}
