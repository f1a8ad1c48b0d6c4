import { LANGUAGES, type Language } from '../constants.js';

/**
 * What a page's head says, the same on the server (the HTML it sends: apps/server/src/http/site)
 * and in the web (the head kept in step after a move): its title, description and the languages it
 * is written in, from its stored texts.
 */

/** A translatable text as stored: `{ fa, en, tr }`. */
export type MetaTexts = Partial<Record<Language, string | null>>;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', zwnj: '\u200c' };

function decodeEntity(whole: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
}

/**
 * The words of stored rich text (already sanitized), for a description meta: tags dropped (a
 * block's end is a space), entities decoded, white space folded.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|tr|td|th|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search engines show about 160 characters of a description: longer ones are cut at a word. */
export const DESCRIPTION_MAX = 160;

export function shortened(text: string, max = DESCRIPTION_MAX): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const trimmed = (text: string) => text.trim();

/** A text in the language, else in the first other language that has one (as the page shows it). */
export function metaTextIn(texts: MetaTexts, language: Language, plain: (text: string) => string = trimmed): string {
  for (const l of [language, ...LANGUAGES.filter((x) => x !== language)]) {
    const text = plain(texts[l] ?? '');
    if (text) return text;
  }
  return '';
}

/** The first of these texts written in the language; failing that, the first written in any. */
export function firstMetaText(language: Language, ...choices: (readonly [MetaTexts, (text: string) => string])[]): string {
  for (const [texts, plain] of choices) {
    const text = plain(texts[language] ?? '');
    if (text) return text;
  }
  for (const [texts, plain] of choices) {
    const text = metaTextIn(texts, language, plain);
    if (text) return text;
  }
  return '';
}

/** The languages a text is written in. */
export const writtenIn = (texts: MetaTexts): Language[] => LANGUAGES.filter((l) => (texts[l] ?? '').trim() !== '');

export interface PageMetaSource {
  title: MetaTexts;
  description: MetaTexts;
  metaTitle: MetaTexts;
  metaDescription: MetaTexts;
}

/**
 * A page's head texts in a language: its meta title, else its title; its meta description, else
 * the words of its description, shortened — each in the reader's language before any other; and the
 * languages its title is written in (all when none: the alternates a search engine is given).
 */
export function pageMetaTexts(page: PageMetaSource, language: Language): { title: string; description: string; languages: Language[] } {
  const languages = writtenIn(page.title);
  return {
    title: firstMetaText(language, [page.metaTitle, trimmed], [page.title, trimmed]),
    description: shortened(firstMetaText(language, [page.metaDescription, trimmed], [page.description, plainTextOf])),
    languages: languages.length > 0 ? languages : [...LANGUAGES],
  };
}
