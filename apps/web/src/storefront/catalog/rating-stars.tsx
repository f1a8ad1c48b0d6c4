import { useId } from 'react';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { FieldNotes } from '../../ui/field';
import { Drawing } from '../../ui/icons';
import { RATING_MAX } from './review-rules';

const STAR = 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z';
const scale = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

function Star({ on, size }: { on: boolean; size: number }) {
  return (
    <Drawing size={size} className={on ? 'stars__star stars__star--on' : 'stars__star'}>
      <path d={STAR} />
    </Drawing>
  );
}

/**
 * A rating shown as stars (a fraction rounded to the nearest whole star). The stars are drawn for
 * the eye only; a screen reader reads "4 of 5" in the page's language.
 */
export function RatingStars({ value, size = 16, testId }: { value: number; size?: number; testId?: string }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const whole = Math.round(value);
  return (
    <span className="stars" data-testid={testId} data-rating={value}>
      <span className="stars__row" aria-hidden="true">
        {scale.map((n) => (
          <Star key={n} on={n <= whole} size={size} />
        ))}
      </span>
      <span className="sr-only">{t('products.reviews.stars.of', { value: number(value), max: RATING_MAX })}</span>
    </span>
  );
}

/**
 * The rating a reviewer gives: a group of radio buttons drawn as stars, so the browser's own
 * keyboard rules hold (Tab into the group, arrows move and choose, each star named "4 of 5").
 * The stars up to the chosen one are lit; the one under the pointer previews by CSS.
 */
export function RatingInput({
  value,
  onChange,
  legend,
  error,
  name,
}: {
  value: number | null;
  onChange: (value: number) => void;
  legend: string;
  error?: string | undefined;
  name: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset
      className={error ? 'field rating-input field--error' : 'field rating-input'}
      aria-describedby={error ? errorId : undefined}
      data-testid="review-rating"
    >
      <legend className="field__label">{legend}</legend>
      <div className="rating-input__stars">
        {scale.map((n) => (
          <label
            key={n}
            className={value !== null && n <= value ? 'rating-input__star is-on' : 'rating-input__star'}
            data-testid={`review-star-${n}`}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              data-testid={`review-rating-${n}`}
            />
            <Star on={value !== null && n <= value} size={30} />
            <span className="sr-only">{t('products.reviews.stars.of', { value: n, max: RATING_MAX })}</span>
          </label>
        ))}
      </div>
      <FieldNotes error={error} errorId={errorId} />
    </fieldset>
  );
}
