import { isEmptyContent } from '@store/domain/public';
import type { PublicFormAnswer } from './contents-api';
import type { FormValue } from './use-public-form';

export type FormControl = PublicFormAnswer['controls'][number];

/** The control types a visitor's form draws with the browser's own inputs (no Ant Design loaded). */
const PLAIN_TYPES = new Set(['label', 'text', 'multiline', 'link', 'number', 'toggle', 'select', 'radio', 'multicheck']);

/**
 * Whether the plain form draws every control of a form: one value each (a control holding a value
 * per language needs the editor's language tabs), none a date, file or rich text.
 */
export const drawsPlainly = (controls: readonly FormControl[]) => controls.every((c) => PLAIN_TYPES.has(c.type) && !c.translate);

/** What a visitor must fill in before sending: each required control left empty (the server judges the rest and answers by field). */
export function plainFormIssues(controls: readonly FormControl[], value: FormValue): Record<string, string> {
  // A disabled control holds its default (the server's rule), so it never asks.
  const empty = controls.filter(
    (c) => c.required && !c.disabled && c.type !== 'label' && c.type !== 'toggle' && isEmptyContent(value[c.name]?.content),
  );
  return Object.fromEntries(empty.map((c) => [c.name, 'common.error.required']));
}
