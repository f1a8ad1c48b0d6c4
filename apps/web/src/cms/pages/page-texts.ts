import { type Language, LANGUAGES as TEXT_LANGUAGES } from '@store/domain/public';
import { isRtl } from '../../i18n/i18n-setup';
import type { Texts } from './pages-api';

/** A text shown from one language, with the language and direction its element must carry. */
export interface ShownText {
  text: string;
  lang: Language;
  dir: 'rtl' | 'ltr';
}

/**
 * The text in the reader's language, else in the first other language that has one: a page
 * written only in Persian still shows its Persian title to an English reader, marked `lang="fa"`
 * and right-to-left so it is read and laid out correctly.
 */
export function textIn(value: Texts | null | undefined, language: string): ShownText | null {
  const order = [language, ...TEXT_LANGUAGES.filter((l) => l !== language)] as Language[];
  for (const lang of order) {
    const text = value?.[lang];
    if (typeof text === 'string' && text.trim() !== '') return { text, lang, dir: isRtl(lang) ? 'rtl' : 'ltr' };
  }
  return null;
}

/** Just the text (empty when no language has one). */
export const plainText = (value: Texts | null | undefined, language: string): string => textIn(value, language)?.text ?? '';
