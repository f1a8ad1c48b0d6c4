import { type Language, translate } from '@store/domain';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern of `code`'s translation, any text standing for its `{{parameters}}`. */
const patternOf = (language: Language, code: string) =>
  translate(language, code)
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .join('[\\s\\S]+');

/** A sentence the server may add after a code's message: a refused delete says what is in the way. */
const DETAILS: Readonly<Record<string, string>> = { 'common.error.hasrelation': 'common.error.usedby' };

/**
 * Whether `message` is the `language` translation of `code`, whatever the server filled in for
 * its `{{parameters}}` (the envelope sends the code, not the parameters), optionally followed by
 * its detail sentence in the same language. Stronger than "is it in Persian script": a Turkish
 * caller answered in English fails, and so does a message of another code.
 */
export function isTranslationOf(language: Language, code: string, message: string): boolean {
  const detail = DETAILS[code];
  const withDetail = detail === undefined ? '' : `( ${patternOf(language, detail)})?`;
  return new RegExp(`^${patternOf(language, code)}${withDetail}$`).test(message);
}
