import { type Language, translate } from '@store/domain';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `message` is the `language` translation of `code`, whatever the server filled in for
 * its `{{parameters}}` (the envelope sends the code, not the parameters). Stronger than "is it in
 * Persian script": a Turkish caller answered in English fails, and so does a message of another code.
 */
export function isTranslationOf(language: Language, code: string, message: string): boolean {
  const parts = translate(language, code)
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp);
  return new RegExp(`^${parts.join('[\\s\\S]+')}$`).test(message);
}
