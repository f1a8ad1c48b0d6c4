import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '../../api/api-client';
import type { Attribute } from '../../attributes/attributes-api';
import { plainText } from '../../cms/pages/page-texts';
import { isolate } from '../../i18n/bidi';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { CATALOG_SORTS, type CatalogQuery, type CatalogSort } from './catalog-query';

/** The count, the order and, on a phone, the button that opens the filter drawer (with how many filters are on). */
export function ListToolbar({
  total,
  totalExact,
  sort,
  onSort,
  filters,
}: {
  total: number | null | undefined;
  /** False when the server stopped counting at its cap: "more than N". */
  totalExact: boolean | null;
  sort: CatalogSort;
  onSort: (sort: CatalogSort) => void;
  filters: { count: number; open: () => void } | null;
}) {
  const { t } = useTranslation();
  const { count } = useFormatters();
  const sortId = useId();
  return (
    <div className="catalog__toolbar">
      {filters ? (
        <Button icon="filter" onClick={filters.open} aria-haspopup="dialog" data-testid="filters-open">
          {t('catalog.filters')}
          {filters.count > 0 ? <span className="badge catalog__badge">{count(filters.count)}</span> : null}
        </Button>
      ) : null}
      <p id="catalog-count" className="catalog__count" aria-live="polite" data-testid="catalog-count">
        {total === undefined || total === null
          ? t('catalog.title')
          : t(totalExact ? 'catalog.count' : 'catalog.countAtLeast', { count: total })}
      </p>
      <div className="catalog__sort">
        <label htmlFor={sortId}>{t('catalog.sort')}</label>
        <select
          id={sortId}
          className="field__input"
          value={sort}
          onChange={(e) => onSort(e.target.value as CatalogSort)}
          data-testid="catalog-sort"
        >
          {CATALOG_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`catalog.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The words searched and the tag linked to (no input of the panel holds them), each removable. */
export function ActiveChips({ query, onChange }: { query: CatalogQuery; onChange: (next: CatalogQuery) => void }) {
  const { t } = useTranslation();
  const tags = useQuery({
    queryKey: ['catalog-tags'],
    queryFn: async ({ signal }) =>
      (await api<{ data: { id: number; name: string }[] }>('GET', '/api/Tag/getTags', { query: { entityName: 'Product' }, signal })).data,
    enabled: query.tagId !== null,
    staleTime: 5 * 60_000,
  });
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (query.q) chips.push({ key: 'q', label: t('catalog.chip.q', { q: isolate(query.q) }), remove: () => onChange({ ...query, q: null }) });
  if (query.tagId !== null) {
    const name = tags.data?.find((tag) => tag.id === query.tagId)?.name ?? `#${query.tagId}`;
    chips.push({ key: 'tag', label: t('catalog.chip.tag', { name: isolate(name) }), remove: () => onChange({ ...query, tagId: null }) });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="catalog__chips">
      {chips.map((chip) => (
        <li key={chip.key} className="catalog__chip" data-testid={`chip-${chip.key}`}>
          <span>{chip.label}</span>
          <button
            type="button"
            className="catalog__chip-remove"
            onClick={chip.remove}
            aria-label={t('catalog.chip.remove', { name: chip.label })}
          >
            <Icon name="close" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Filters of the address the list could not use (a malformed one, or one the server refused: an
 * attribute no longer filterable, from above to), each named with its issue, and a way to drop them.
 */
export function InvalidFilters({
  issues,
  attributes,
  onRemove,
}: {
  issues: Readonly<Record<string, string>>;
  attributes: readonly Attribute[];
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = (param: string) => {
    const attributeId = /^a(\d+)$/.exec(param)?.[1];
    if (attributeId) {
      const attribute = attributes.find((a) => a.id === Number(attributeId));
      return attribute ? isolate(plainText(attribute.name, i18n.language)) : param;
    }
    const known: Record<string, string> = {
      price: 'catalog.price',
      city: 'filter.city',
      region: 'filter.region',
      category: 'filter.category',
    };
    return known[param] ? t(known[param]) : param;
  };
  return (
    <Alert kind="warning" testId="catalog-invalid">
      <p className="catalog__invalid-text">{t('catalog.invalid')}</p>
      <ul className="catalog__invalid-list">
        {Object.entries(issues).map(([param, code]) => (
          <li key={param}>
            <strong>{nameOf(param)}</strong>: {t(code)}
          </li>
        ))}
      </ul>
      <Button size="small" onClick={onRemove} data-testid="catalog-invalid-remove">
        {t('catalog.invalid.remove')}
      </Button>
    </Alert>
  );
}
