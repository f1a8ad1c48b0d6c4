import { Input, type InputProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import './text-input.css';
import { decimalForInput, decimalFromInput, latinDigits, localDigits, trimmedDecimal } from '../../../i18n/digits';

type DecimalInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  /** The API's text (`1234.50`, Latin digits), or nothing; a declared default may come as a number (`1`). */
  value?: string | number | null;
  onChange?: (value: string | undefined) => void;
};

/** Typed text as the language writes it: Persian digits and `٫` in Persian, whatever digits were typed. */
const asShown = (typed: string, language: string) =>
  language === 'fa' ? localDigits(latinDigits(typed).replace('.', '٫'), language) : typed;

/** A value from outside (the API's, a default) as the input shows it: without its scale's padding zeros. */
const shownValue = (value: string | number | null | undefined, language: string) =>
  value ? decimalForInput(trimmedDecimal(String(value)), language) : '';

/**
 * A decimal or money input that keeps the value as text, never a float: it shows and accepts
 * Persian digits and separators in Persian (Latin digits too) and hands the form Latin digits
 * with a `.` point. Bounds and scale are the schema's to check.
 */
export function DecimalInput({ value, onChange, ...props }: DecimalInputProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => shownValue(value, language));
  const given = useRef(value ?? undefined);
  const shownIn = useRef(language);
  useEffect(() => {
    // A value set from outside (a reset, a loaded row) or a language switch: show it again.
    if ((value ?? undefined) === given.current && shownIn.current === language) return;
    given.current = value ?? undefined;
    shownIn.current = language;
    setText(shownValue(value, language));
  }, [value, language]);
  return (
    <Input
      dir="ltr"
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(asShown(typed, language));
        const next = decimalFromInput(typed) || undefined;
        given.current = next;
        onChange?.(next);
      }}
    />
  );
}
