import type { Language } from './constants.js';

/**
 * A page's first answers (issue 11): with a public page's HTML the server sends what an anonymous
 * visitor's first API reads would answer (the store, its settings, the page and its contents), so
 * the app draws the page as soon as its code has run instead of asking over the network first.
 */

/** The id of the `<script type="application/json">` element that holds them. */
export const FIRST_ANSWERS_ID = 'first-answers';

export interface FirstAnswers {
  /** The language and store they were answered for: a call in another stands on its own. */
  language: Language;
  store: number;
  /** Successful answers' bodies by their call's key (callKey). */
  answers: Record<string, unknown>;
}

/**
 * A GET call's identity, the same on both sides: the path in lower case (the API's paths are
 * case-insensitive) and the query's parameters sorted, so neither spelling nor order matters.
 */
export function callKey(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).toLowerCase();
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
