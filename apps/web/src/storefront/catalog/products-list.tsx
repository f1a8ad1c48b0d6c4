import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, shouldRetry } from '../../api/api-error';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { catalogApi } from './catalog-api';
import type { CatalogQuery } from './catalog-query';
import { forgetPanel, OPEN_PARAM, readCityCookie, readMemory, remember, restoredParams, storeCities } from './filter-memory';
import { FilterPanel } from './filter-panel';
import { ActiveChips, InvalidFilters, ListToolbar } from './list-parts';
import { isFiltered, panelFilterCount } from './panel-state';
import { sectionId } from './place-filters';
import { ProductCard } from './product-card';
import { useCatalogAddress } from './use-catalog-address';
import { useFilterSections } from './use-filter-sections';
import { useMedia } from './use-media';

/** Below this width the filter panel is a drawer opened by the toolbar's Filters button. */
export const NARROW = '(max-width: 900px)';

/**
 * `/p` (spec 000 §2 public products; README.md here): the listed products filtered by the query in
 * the address — cards, order, a next page by the server's cursor, the count, an empty state — beside
 * the filter panel (a drawer on a phone). A bare address starts from the filter remembered for the
 * tab, else the city cookie.
 */
export function ProductsList() {
  const address = useCatalogAddress();
  const { search, setSearch } = address;
  const restored = useMemo(() => restoredParams(search, readMemory(), readCityCookie()), [search]);
  useEffect(() => {
    if (restored) setSearch(restored, { replace: true });
    else remember(search);
  }, [restored, search, setSearch]);
  if (restored) return <Spinner />;
  return <ListView address={address} />;
}

/** Tries for a moment to show and focus a section that may still be loading its choices. */
function revealSection(name: string, tries = 60): void {
  const section = document.getElementById(sectionId(name));
  if (!section) {
    if (tries > 0) requestAnimationFrame(() => revealSection(name, tries - 1));
    return;
  }
  section.scrollIntoView({ block: 'nearest' });
  section.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
}

function ListView({ address }: { address: ReturnType<typeof useCatalogAddress> }) {
  const { t } = useTranslation();
  const { query, key, issues, go, drop, openSection } = address;
  const narrow = useMedia(NARROW);
  const [drawer, setDrawer] = useState(false);
  const [draftCities, setDraftCities] = useState(query.cityIds.length);
  const sections = useFilterSections(draftCities);
  const attributes = useQuery({
    queryKey: ['catalog-attributes'],
    queryFn: ({ signal }) => catalogApi.attributes(signal),
    enabled: sections.attributes,
    staleTime: 5 * 60_000,
  });
  const list = useInfiniteQuery({
    queryKey: ['catalog-products', key],
    queryFn: ({ pageParam, signal }) => catalogApi.products({ ...query, after: pageParam, facets: pageParam === query.after }, signal),
    initialPageParam: query.after,
    getNextPageParam: (last) => last.next,
    placeholderData: (previous) => previous,
    retry: shouldRetry,
  });

  // `filter.clearfilteronleave`: leaving the list forgets the panel's price and attributes.
  const clearOnLeave = useRef(sections.clearOnLeave);
  clearOnLeave.current = sections.clearOnLeave;
  useEffect(
    () => () => {
      if (clearOnLeave.current) forgetPanel();
    },
    [],
  );

  // A filter button of the header (`?filter=city`) opens the panel at its section.
  useEffect(() => {
    if (!openSection) return;
    if (narrow) setDrawer(true);
    revealSection(openSection);
    drop([OPEN_PARAM]);
  }, [openSection, narrow, drop]);

  const apply = (next: CatalogQuery) => {
    if (sections.city) storeCities(next.cityIds);
    setDrawer(false);
    go(next);
  };

  const pages = list.data?.pages ?? [];
  const first = pages[0];
  const cards = pages.flatMap((page) => page.data);
  const refused = list.error instanceof ApiError && list.error.status === 400 ? (list.error.body.fieldCodes ?? {}) : {};
  const invalid = { ...issues, ...refused };
  const hasPanel = sections.city || sections.category || sections.attributes;
  const panel = hasPanel ? (
    <FilterPanel
      query={query}
      queryKey={key}
      attributes={attributes.data ?? []}
      facets={first?.facets}
      sections={sections}
      onDraftCities={setDraftCities}
      onApply={apply}
      testId="filter-panel"
    />
  ) : null;

  return (
    <div className="site-page site-container catalog" data-testid="catalog-list">
      <h1 className="catalog__title">{t('catalog.title')}</h1>
      <ActiveChips query={query} onChange={go} />
      <div className={panel && !narrow ? 'catalog__layout catalog__layout--aside' : 'catalog__layout'}>
        {panel && !narrow ? <aside className="catalog__aside">{panel}</aside> : null}
        <section className="catalog__results" aria-busy={list.isFetching || undefined} aria-labelledby="catalog-count">
          <ListToolbar
            total={first?.total}
            totalExact={first?.totalExact ?? true}
            sort={query.sort}
            onSort={(sort) => go({ ...query, sort })}
            filters={panel && narrow ? { count: panelFilterCount(query), open: () => setDrawer(true) } : null}
          />
          {Object.keys(invalid).length > 0 ? (
            <InvalidFilters issues={invalid} attributes={attributes.data ?? []} onRemove={() => drop(Object.keys(invalid))} />
          ) : null}
          {list.isPending ? <Spinner testId="catalog-loading" /> : null}
          {list.isError && Object.keys(refused).length === 0 ? (
            <Alert>
              <strong>{t('common.error.title')}</strong> {list.error instanceof Error ? list.error.message : null}{' '}
              <Button size="small" onClick={() => void list.refetch()}>
                {t('catalog.retry')}
              </Button>
            </Alert>
          ) : null}
          {first && cards.length === 0 ? (
            <div className="catalog__empty" data-testid="catalog-empty">
              <p>{t(isFiltered(query) ? 'catalog.empty' : 'catalog.empty.none')}</p>
            </div>
          ) : null}
          {cards.length > 0 ? (
            <ul className="product-grid" data-testid="product-grid">
              {cards.map((card) => (
                <ProductCard key={card.id} card={card} />
              ))}
            </ul>
          ) : null}
          {list.hasNextPage ? (
            <div className="catalog__more">
              <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="load-more">
                {t('catalog.loadmore')}
              </Button>
            </div>
          ) : null}
        </section>
      </div>
      {panel && narrow ? (
        <Dialog open={drawer} onClose={() => setDrawer(false)} title={t('catalog.filters')} kind="drawer" testId="filter-drawer">
          {panel}
        </Dialog>
      ) : null}
    </div>
  );
}
