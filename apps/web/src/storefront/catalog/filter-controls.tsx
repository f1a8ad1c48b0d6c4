import { type ReactNode, useId } from 'react';
import type { ShownText } from '../../cms/pages/page-texts';
import { localDigits } from '../../i18n/digits';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import type { RangeDraft } from './panel-state';

/** A facet count beside a choice: `(12)`, `(۱۲)` in Persian; nothing before the counts arrive. */
export function FacetCount({ count }: { count: number | null }) {
  const { t } = useTranslation();
  const { count: format } = useFormatters();
  if (count === null) return null;
  return (
    <span className="facet-count" title={t('catalog.facet', { count })}>
      ({format(count)})
    </span>
  );
}

/** A name in the language it is written in (a Persian name stays right to left in an English page). */
export function Named({ text, fallback }: { text: ShownText | null; fallback?: string }) {
  if (!text) return <>{fallback ?? ''}</>;
  return (
    <bdi lang={text.lang} dir={text.dir}>
      {text.text}
    </bdi>
  );
}

/**
 * One filter of the panel (spec 000 §2, §3): types below 20 a single card, checkbox and radio
 * groups a fieldset; each in the store's item container class (default `border rounded`).
 */
export function FilterBox({
  legend,
  fieldset,
  containerClass,
  id,
  testId,
  children,
}: {
  legend: ReactNode;
  fieldset: boolean;
  containerClass: string;
  id?: string;
  testId?: string;
  children: ReactNode;
}) {
  const className = `catalog-filter ${fieldset ? 'catalog-filter--fieldset' : 'catalog-filter--card'} ${containerClass}`;
  if (fieldset)
    return (
      <fieldset className={className} id={id} data-testid={testId}>
        <legend className="catalog-filter__title">{legend}</legend>
        {children}
      </fieldset>
    );
  return (
    <div className={className} id={id} data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * A from/to pair (the price, a number attribute): any digits may be typed; the issue (spec 000 §5:
 * from above to) shows under both inputs, which it describes.
 */
export function RangeInputs({
  label,
  value,
  onChange,
  issue,
  hint,
  testId,
}: {
  label: ReactNode;
  value: RangeDraft;
  onChange: (next: RangeDraft) => void;
  issue: string | undefined;
  hint?: string | undefined;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const issueId = `${id}-issue`;
  const hintId = `${id}-hint`;
  const described = [issue ? issueId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const side = (name: 'from' | 'to') => (
    <div className="catalog-range__side">
      <label htmlFor={`${id}-${name}`} className="catalog-range__label">
        {t(`catalog.range.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        className="field__input catalog-range__input"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={localDigits(value[name], i18n.language)}
        onChange={(e) => onChange({ ...value, [name]: e.target.value })}
        aria-invalid={issue ? true : undefined}
        aria-describedby={described}
        data-testid={`${testId}-${name}`}
      />
    </div>
  );
  return (
    <fieldset className={issue ? 'catalog-range field--error' : 'catalog-range'}>
      <legend className="catalog-filter__title">{label}</legend>
      <div className="catalog-range__sides">
        {side('from')}
        {side('to')}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {issue ? (
        <p id={issueId} className="field__error" role="alert" data-testid={`${testId}-issue`}>
          {t(issue)}
        </p>
      ) : null}
    </fieldset>
  );
}
