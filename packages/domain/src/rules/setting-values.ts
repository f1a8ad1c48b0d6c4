import { slugify } from '../cms/slug.js';
import { isHttpUrlOrEmpty } from '../engine/value-formats.js';

/**
 * What a known setting's value may be (see known-settings.ts). Values are text in the database;
 * the kind says how it is read and which text a save accepts.
 */
export type SettingKind =
  /** `true`/`false`/`1`/`0` in any letter case; read with `settingIsTrue`. */
  | { readonly type: 'boolean' }
  /** A whole number from `min` to `max` (bytes, a count, pixels). */
  | { readonly type: 'integer'; readonly min: number; readonly max: number }
  /** Free text of at most `max` characters. */
  | { readonly type: 'text'; readonly max: number }
  /** CSS class names (`img-fluid mx-auto`): letters, digits, `-`, `_` and spaces. */
  | { readonly type: 'cssClass' }
  /** An `http://` or `https://` address (a social page). */
  | { readonly type: 'webAddress' }
  /** One of a fixed list of words (a toolbox position). */
  | { readonly type: 'choice'; readonly options: readonly string[] }
  /** A page's slug as pages have them (`about-us`, `درباره-ما`): the footer links to `/pages/{slug}`. */
  | { readonly type: 'pageName' };

/** A whole number from a setting's text, or `fallback` when it holds none (or one outside `min`…`max`). */
export function settingInteger(value: string | null | undefined, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const text = value?.trim() ?? '';
  const n = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : fallback;
}

const CSS_CLASSES = /^[A-Za-z0-9_\- ]{0,200}$/;

/** The error code of a value a setting of this kind cannot hold, or null when it may. */
export function settingValueIssue(kind: SettingKind, value: string): string | null {
  const text = value.trim();
  switch (kind.type) {
    case 'boolean':
      return /^(true|false|1|0)$/i.test(text) ? null : 'setting.error.boolean';
    case 'integer': {
      if (!/^\d{1,15}$/.test(text)) return 'setting.error.integer';
      const n = Number(text);
      if (n < kind.min) return 'setting.error.toosmall';
      return n > kind.max ? 'setting.error.toolarge' : null;
    }
    case 'text':
      return text.length <= kind.max ? null : 'setting.error.toolong';
    case 'cssClass':
      return CSS_CLASSES.test(text) ? null : 'setting.error.cssclass';
    case 'webAddress':
      return isHttpUrlOrEmpty(text) ? null : 'common.error.url';
    case 'choice':
      return kind.options.includes(text) ? null : 'setting.error.choice';
    case 'pageName':
      return text === '' || slugify(text) === text ? null : 'setting.error.pagename';
  }
}
