import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FieldNotes } from '../../ui/field';
import { RECOMMENDINGS, type Recommending } from './review-rules';

/**
 * A labelled multi-line input with its hint and error tied to it (`aria-describedby`,
 * `aria-invalid`), as `TextField` (ui/field.tsx) does for one line. The text runs in the direction
 * of what is typed (`dir="auto"`): a Persian page takes an English review and the other way round.
 */
export function TextAreaField({
  label,
  error,
  hint,
  optionalText,
  name,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  optionalText?: string | undefined;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {optionalText ? <span className="field__optional"> ({optionalText})</span> : null}
      </label>
      <textarea
        id={id}
        name={name}
        className="field__input"
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...area}
      />
      <FieldNotes error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** Whether the reviewer recommends the product: the domain's three answers, or none (not sent). */
export function RecommendField({
  value,
  onChange,
  error,
}: {
  value: Recommending | '';
  onChange: (value: Recommending | '') => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const name = useId();
  const choices: { value: Recommending | ''; label: string }[] = [
    ...RECOMMENDINGS.map((choice) => ({ value: choice, label: t(`enum.Comment.recommending.${choice}`) })),
    { value: '', label: t('products.reviews.form.nochoice') },
  ];
  return (
    <fieldset className={error ? 'field review-choices field--error' : 'field review-choices'} data-testid="review-recommending">
      <legend className="field__label">{t('field.Comment.recommending')}</legend>
      <div className="review-choices__list">
        {choices.map((choice) => (
          <label key={choice.value || 'none'} className="review-choices__choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              data-testid={`review-recommending-${choice.value || 'none'}`}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
