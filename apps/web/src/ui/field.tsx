import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Icon, type IconName } from './icons';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** The error shown under the field (already in the reader's language). */
  error?: string | undefined;
  hint?: ReactNode;
  icon?: IconName;
  /** `optional` marks a field the form does not require, in words. */
  optionalText?: string;
}

/**
 * A labelled input with its hint and error tied to it (`aria-describedby`, `aria-invalid`), so a
 * screen reader says both; a value that runs left to right (user name, e-mail, phone) passes `dir="ltr"`.
 */
export function TextField({ label, error, hint, icon, optionalText, id, className, ...input }: FieldProps) {
  const own = useId();
  const inputId = id ?? own;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {optionalText ? <span className="field__optional"> ({optionalText})</span> : null}
      </label>
      <div className="field__control">
        {icon ? <Icon name={icon} className="field__icon" /> : null}
        <input id={inputId} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      </div>
      <FieldNotes error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A field's error (announced) and hint under it, with the ids its control names in `aria-describedby`. */
export function FieldNotes({
  error,
  errorId,
  hint,
  hintId,
}: {
  error?: ReactNode;
  errorId?: string | undefined;
  hint?: ReactNode;
  hintId?: string | undefined;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}
