import { type ReactNode, useId } from 'react';
import type { Attribute } from '../../attributes/attributes-api';
import { textIn } from '../../cms/pages/page-texts';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import type { CatalogFacets } from './catalog-query';
import { countedOptions } from './facet-options';
import { FacetCount, FilterBox, Named, RangeInputs } from './filter-controls';
import { type AttributeDraft, attributeParam, filterKindOf, type RangeDraft, rendersAsFieldset, toggled } from './panel-state';

interface Props {
  attribute: Attribute;
  value: AttributeDraft;
  onChange: (value: AttributeDraft) => void;
  facets: CatalogFacets | undefined;
  issue: string | undefined;
  containerClass: string;
}

/**
 * One attribute's input in the filter panel (spec 000 §2): types 1, 3, 4 free text; 2 a from/to
 * range; 5 a switch; 11 a dropdown of its values; 21 a checkbox group; 22 a radio group. Values
 * carry their facet counts; a value that gives nothing is hidden unless chosen, and an attribute
 * with nothing left to offer is not drawn.
 */
export function AttributeFilter({ attribute, value, onChange, facets, issue, containerClass }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const kind = filterKindOf(attribute.attributeControlTypeId);
  const name = <Named text={textIn(attribute.name, i18n.language)} fallback={`#${attribute.id}`} />;
  const testId = `panel-${attributeParam(attribute.id)}`;
  const box = (children: ReactNode) => (
    <FilterBox legend={name} fieldset={rendersAsFieldset(attribute.attributeControlTypeId)} containerClass={containerClass} testId={testId}>
      {children}
    </FilterBox>
  );
  const chosenIds = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [Number(value)] : [];
  const values = countedOptions(attribute.genericAttributeValues, facets?.values, (valueId) => chosenIds.includes(valueId));
  const valueName = (option: (typeof values)[number]['option']) => <Named text={textIn(option.name, i18n.language)} />;

  switch (kind) {
    case 'text':
      return box(
        <>
          <label htmlFor={id} className="catalog-filter__title">
            {name}
          </label>
          <input
            id={id}
            className="field__input"
            dir="auto"
            maxLength={100}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
            data-testid={`${testId}-input`}
          />
        </>,
      );
    case 'range':
      return box(<RangeInputs label={name} value={value as RangeDraft} onChange={onChange} issue={issue} testId={testId} />);
    case 'switch': {
      const count = facets ? (facets.switches[String(attribute.id)] ?? 0) : null;
      if (count === 0 && value !== true) return null;
      return box(
        <label className="catalog-choice">
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} data-testid={`${testId}-input`} />
          <span>{name}</span>
          <FacetCount count={count} />
        </label>,
      );
    }
    case 'dropdown':
      if (values.length === 0) return null;
      return box(
        <>
          <label htmlFor={id} className="catalog-filter__title">
            {name}
          </label>
          <select
            id={id}
            className="field__input"
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
            data-testid={`${testId}-input`}
          >
            <option value="">{t('catalog.any')}</option>
            {values.map(({ option, count }) => {
              const shown = textIn(option.name, i18n.language);
              return (
                <option key={option.id} value={String(option.id)} lang={shown?.lang}>
                  {shown?.text ?? option.id}
                  {count === null ? '' : ` (${format.count(count)})`}
                </option>
              );
            })}
          </select>
        </>,
      );
    case 'checks':
      if (values.length === 0) return null;
      return box(
        <ul className="catalog-choices">
          {values.map(({ option, count }) => (
            <li key={option.id}>
              <label className="catalog-choice">
                <input
                  type="checkbox"
                  checked={chosenIds.includes(option.id)}
                  onChange={(e) => onChange(toggled(chosenIds, option.id, e.target.checked))}
                  data-testid={`${testId}-${option.id}`}
                />
                <span>{valueName(option)}</span>
                <FacetCount count={count} />
              </label>
            </li>
          ))}
        </ul>,
      );
    case 'radios':
      if (values.length === 0) return null;
      return box(
        <ul className="catalog-choices">
          <li>
            <label className="catalog-choice">
              <input type="radio" name={id} checked={value === ''} onChange={() => onChange('')} data-testid={`${testId}-any`} />
              <span>{t('catalog.any')}</span>
            </label>
          </li>
          {values.map(({ option, count }) => (
            <li key={option.id}>
              <label className="catalog-choice">
                <input
                  type="radio"
                  name={id}
                  checked={value === String(option.id)}
                  onChange={() => onChange(String(option.id))}
                  data-testid={`${testId}-${option.id}`}
                />
                <span>{valueName(option)}</span>
                <FacetCount count={count} />
              </label>
            </li>
          ))}
        </ul>,
      );
    default:
      return null;
  }
}
