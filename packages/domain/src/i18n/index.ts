import type { Language } from '../constants.js';
import { persianDigits } from '../engine/digits.js';
import { en, type MessageKey } from './en.js';
import { fa } from './fa.js';
import { tr } from './tr.js';

export { pluralIssues } from './plurals.js';
// Every language's messages at once: for the server and tests. The web never imports this module
// (the package's `browser` entry leaves it out) and loads one language at a time instead.
export { en, fa, tr };

export const messages: Record<Language, Record<MessageKey, string>> = { en, fa, tr };

/** A parameter as the language writes it: numbers in Persian text have Persian digits ("۱۵ دقیقه"). */
function paramText(language: Language, value: unknown): string {
  const text = String(value);
  if (language !== 'fa' || typeof value !== 'number') return text;
  return persianDigits(text);
}

/** Translates a message key with `{{name}}` parameters; an unknown key is returned as it is. */
export function translate(language: Language, key: string, params?: Record<string, unknown>): string {
  const text = (messages[language] as Record<string, string>)[key] ?? key;
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? paramText(language, params[name]) : whole));
}

/**
 * What a person calls a field: its label in the language (`field.{Entity}.{name}`, else a label
 * every entity shares, `field.{name}`), or undefined when neither is written.
 */
export function fieldLabel(language: Language, entityName: string | undefined, field: string): string | undefined {
  for (const key of [entityName ? `field.${entityName}.${field}` : null, `field.${field}`]) {
    if (key && translate(language, key) !== key) return translate(language, key);
  }
  return undefined;
}
