import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Attribute } from '../../attributes/attributes-api';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { AttributeFilter } from './attribute-filter';
import type { CatalogFacets, CatalogQuery } from './catalog-query';
import { FilterBox, RangeInputs } from './filter-controls';
import type { FilterSections } from './filter-sections';
import { amountText } from './money';
import { applyPanel, chooseCities, clearedQuery, type PanelState, panelFromQuery } from './panel-state';
import { CategoryFilter, CityFilter, RegionFilter, sectionId } from './place-filters';

interface Props {
  /** The applied query (the address's). */
  query: CatalogQuery;
  /** What identifies it: the inputs are filled again when it changes. */
  queryKey: string;
  attributes: readonly Attribute[];
  facets: CatalogFacets | undefined;
  sections: FilterSections;
  /** Draft cities change which sections show (the region needs exactly one). */
  onDraftCities: (count: number) => void;
  onApply: (query: CatalogQuery) => void;
  testId?: string;
}

/**
 * The filter panel (spec 000 §2, §4, §5, §6): the city, region and category filters, the price
 * range and one input per filterable attribute, with Filter and Clear filter. Its inputs are filled
 * from the applied query (stored selections restored) and again whenever that changes (Back, a
 * link, Clear: the model is made anew). Filter validates first: a from above to shows under its
 * inputs and nothing is applied.
 */
export function FilterPanel({ query, queryKey, attributes, facets, sections, onDraftCities, onApply, testId }: Props) {
  const { t } = useTranslation();
  const { price: money } = useFormatters();
  const [state, setState] = useState<PanelState>(() => panelFromQuery(query, attributes));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const attributeKey = attributes.map((a) => a.id).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs follow the applied query and the attributes' arrival, by their keys.
  useEffect(() => {
    setState(panelFromQuery(query, attributes));
    setIssues({});
  }, [queryKey, attributeKey]);

  useEffect(() => onDraftCities(state.cityIds.length), [state.cityIds.length, onDraftCities]);

  const shownAttributes = sections.attributes ? attributes : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const applied = applyPanel(state, shownAttributes, query);
    if (applied.issues) {
      setIssues(applied.issues);
      // The first input with an issue takes the focus (its message is read with it), its message in
      // the middle of the view: the panel's sticky buttons below would cover it at the bottom edge.
      requestAnimationFrame(() => {
        const input = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        input?.closest('fieldset')?.scrollIntoView({ block: 'center' });
        input?.focus({ preventScroll: true });
      });
      return;
    }
    setIssues({});
    onApply(sections.price ? applied.query : { ...applied.query, price: query.price });
  };
  const clear = () => {
    setIssues({});
    onApply(clearedQuery(query));
  };

  const priceRange = facets?.price;
  const priceHint =
    priceRange?.min && priceRange.max
      ? t('catalog.price.between', { min: money(amountText(priceRange.min)), max: money(amountText(priceRange.max)) })
      : undefined;
  const oneCity = state.cityIds.length === 1 ? state.cityIds[0] : undefined;

  return (
    <form ref={form} className="catalog-filters" onSubmit={submit} noValidate aria-label={t('catalog.filters')} data-testid={testId}>
      <div className="catalog-filters__body">
        {sections.city ? (
          <CityFilter
            chosen={state.cityIds}
            onChange={(ids) => setState((s) => chooseCities(s, ids))}
            counts={facets?.cities}
            containerClass={sections.containerClass}
          />
        ) : null}
        {sections.region && oneCity !== undefined ? (
          <RegionFilter
            cityId={oneCity}
            chosen={state.regionIds}
            onChange={(ids) => setState((s) => ({ ...s, regionIds: ids }))}
            counts={facets?.regions}
            containerClass={sections.containerClass}
          />
        ) : null}
        {sections.category ? (
          <CategoryFilter
            chosen={state.categoryId}
            onChange={(id) => setState((s) => ({ ...s, categoryId: id }))}
            counts={facets?.categories}
            containerClass={sections.containerClass}
          />
        ) : null}
        {sections.price ? (
          <FilterBox legend={t('catalog.price')} fieldset={false} containerClass={sections.containerClass} id={sectionId('price')}>
            <RangeInputs
              label={t('catalog.price')}
              value={state.price}
              onChange={(price) => setState((s) => ({ ...s, price }))}
              issue={issues.price}
              hint={priceHint}
              testId="panel-price"
            />
          </FilterBox>
        ) : null}
        {shownAttributes.length > 0 ? (
          <div id={sectionId('attributes')} className="catalog-filters__attributes">
            {shownAttributes.map((attribute) => {
              const value = state.attributes[attribute.id];
              if (value === undefined) return null;
              return (
                <AttributeFilter
                  key={attribute.id}
                  attribute={attribute}
                  value={value}
                  onChange={(next) => setState((s) => ({ ...s, attributes: { ...s.attributes, [attribute.id]: next } }))}
                  facets={facets}
                  issue={issues[`a${attribute.id}`]}
                  containerClass={sections.containerClass}
                />
              );
            })}
          </div>
        ) : null}
      </div>
      <div className="catalog-filters__actions">
        <Button type="submit" variant="primary" icon="filter" data-testid="filter-apply">
          {t('common.filter')}
        </Button>
        <Button type="button" variant="default" onClick={clear} data-testid="filter-clear">
          {t('common.clearfilter')}
        </Button>
      </div>
    </form>
  );
}
