import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { textIn } from '../../cms/pages/page-texts';
import { useTranslation } from '../../i18n/use-translation';
import { catalogApi, type TreeRow } from './catalog-api';
import { countedOptions, treeOrder } from './facet-options';
import { FacetCount, FilterBox, Named } from './filter-controls';
import { toggled } from './panel-state';

/** The panel section a filter button of the header opens (`/p?filter=city`). */
export const sectionId = (name: string) => `catalog-section-${name}`;

const LISTS_STALE_MS = 5 * 60_000;

interface ChoiceProps<V> {
  chosen: V;
  onChange: (next: V) => void;
  counts: Readonly<Record<string, number>> | undefined;
  containerClass: string;
}

/** The cities some product is offered in, each with its count; several may be chosen (spec 000 §6). */
export function CityFilter({ chosen, onChange, counts, containerClass }: ChoiceProps<readonly number[]>) {
  const { t, i18n } = useTranslation();
  const cities = useQuery({ queryKey: ['catalog-cities'], queryFn: ({ signal }) => catalogApi.cities(signal), staleTime: LISTS_STALE_MS });
  const shown = countedOptions(cities.data ?? [], counts, (id) => chosen.includes(id));
  if (shown.length === 0) return null;
  return (
    <FilterBox legend={t('filter.city')} fieldset containerClass={containerClass} id={sectionId('city')} testId="panel-city">
      <ul className="catalog-choices">
        {shown.map(({ option, count }) => (
          <li key={option.id}>
            <label className="catalog-choice">
              <input
                type="checkbox"
                checked={chosen.includes(option.id)}
                onChange={(e) => onChange(toggled(chosen, option.id, e.target.checked))}
                data-testid={`panel-city-${option.id}`}
              />
              <span>
                <Named text={textIn(option.name, i18n.language)} />
              </span>
              <FacetCount count={count} />
            </label>
          </li>
        ))}
      </ul>
    </FilterBox>
  );
}

/** The regions of the one chosen city, as a tree; several may be chosen, each with its subregions. */
export function RegionFilter({ cityId, chosen, onChange, counts, containerClass }: ChoiceProps<readonly number[]> & { cityId: number }) {
  const { t } = useTranslation();
  const regions = useQuery({
    queryKey: ['catalog-regions', cityId],
    queryFn: ({ signal }) => catalogApi.regions(cityId, signal),
    staleTime: LISTS_STALE_MS,
  });
  return (
    <TreeChoices
      name="region"
      legend={t('filter.region')}
      rows={regions.data ?? []}
      counts={counts}
      containerClass={containerClass}
      isChosen={(id) => chosen.includes(id)}
      choose={(id, on) => onChange(toggled(chosen, id, on))}
      multiple
    />
  );
}

/** The category tree; one category (with its subcategories) or all of them. */
export function CategoryFilter({ chosen, onChange, counts, containerClass }: ChoiceProps<number | null>) {
  const { t } = useTranslation();
  const categories = useQuery({
    queryKey: ['catalog-categories'],
    queryFn: ({ signal }) => catalogApi.categories(signal),
    staleTime: LISTS_STALE_MS,
  });
  return (
    <TreeChoices
      name="category"
      legend={t('filter.category')}
      rows={categories.data ?? []}
      counts={counts}
      containerClass={containerClass}
      isChosen={(id) => chosen === id}
      choose={(id) => onChange(id)}
      anyLabel={t('catalog.allcategories')}
      onAny={() => onChange(null)}
    />
  );
}

function TreeChoices({
  name,
  legend,
  rows,
  counts,
  containerClass,
  isChosen,
  choose,
  multiple = false,
  anyLabel,
  onAny,
}: {
  name: string;
  legend: string;
  rows: readonly TreeRow[];
  counts: Readonly<Record<string, number>> | undefined;
  containerClass: string;
  isChosen: (id: number) => boolean;
  choose: (id: number, on: boolean) => void;
  multiple?: boolean;
  anyLabel?: string;
  onAny?: () => void;
}) {
  const { i18n } = useTranslation();
  const group = useId();
  const shown = new Set(countedOptions(rows, counts, isChosen).map(({ option }) => option.id));
  const tree = treeOrder(rows).filter(({ row }) => shown.has(row.id));
  if (tree.length === 0) return null;
  const type = multiple ? 'checkbox' : 'radio';
  return (
    <FilterBox legend={legend} fieldset containerClass={containerClass} id={sectionId(name)} testId={`panel-${name}`}>
      <ul className="catalog-choices">
        {anyLabel && onAny ? (
          <li>
            <label className="catalog-choice">
              <input
                type={type}
                name={group}
                checked={!rows.some((r) => isChosen(r.id))}
                onChange={onAny}
                data-testid={`panel-${name}-any`}
              />
              <span>{anyLabel}</span>
            </label>
          </li>
        ) : null}
        {tree.map(({ row, depth }) => (
          <li key={row.id} style={{ paddingInlineStart: `${depth * 16}px` }}>
            <label className="catalog-choice">
              <input
                type={type}
                name={group}
                checked={isChosen(row.id)}
                onChange={(e) => choose(row.id, e.target.checked)}
                data-testid={`panel-${name}-${row.id}`}
              />
              <span>
                <Named text={textIn(row.name, i18n.language)} />
              </span>
              <FacetCount count={counts ? (counts[String(row.id)] ?? 0) : null} />
            </label>
          </li>
        ))}
      </ul>
    </FilterBox>
  );
}
