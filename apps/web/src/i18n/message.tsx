import { Fragment, type ReactNode } from 'react';
import { Isolate } from './ltr';
import { useTranslation } from './use-translation';

type Translate = (key: string, options?: Record<string, unknown>) => string;

// Private-use characters around a value's index: never in a message or a value a person typed.
const OPEN = '\ue000';
const CLOSE = '\ue001';
const MARKED = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A translated message as markup with each string parameter in its own `<bdi>` (its direction
 * from its first letter), so `«Melk Demo Co.» حذف شود؟` keeps `Melk Demo Co.` whole and in place,
 * while the text a test or a screen reader reads has no extra characters. Numbers stay numbers
 * (plurals, the language's digits). For plain strings (titles, toasts, attributes) use
 * `isolatedParams` (bidi.ts) instead.
 */
export function messageNodes(t: Translate, key: string, params: Record<string, unknown>): ReactNode {
  const values: string[] = [];
  const marked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && value !== '') {
      marked[name] = `${OPEN}${values.length}${CLOSE}`;
      values.push(value);
    } else marked[name] = value;
  }
  const pieces = t(key, marked).split(MARKED);
  return (
    <>
      {pieces.map((piece, i) =>
        // Odd pieces are the indexes the split captured.
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never reorder.
        i % 2 === 1 ? <Isolate key={i} text={values[Number(piece)] ?? ''} /> : <Fragment key={i}>{piece}</Fragment>,
      )}
    </>
  );
}

/** `messageNodes` as a component, in the current language. */
export function Message({ k, values }: { k: string; values: Record<string, unknown> }) {
  const { t } = useTranslation();
  return messageNodes(t as Translate, k, values);
}
