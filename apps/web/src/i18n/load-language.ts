import type { Language } from '@store/domain';

type Translation = Record<string, string>;

/**
 * Each language is its own chunk, fetched when first needed: the page downloads only the
 * languages it shows. Never import lang-*.ts (or a message table of @store/domain) statically.
 */
const chunks: Record<Language, () => Promise<{ translation: Translation }>> = {
  en: () => import('./lang-en'),
  fa: () => import('./lang-fa'),
  tr: () => import('./lang-tr'),
};

/** The language's strings (domain messages and web strings), loaded once. */
export async function loadLanguage(language: Language): Promise<Translation> {
  return (await chunks[language]()).translation;
}
