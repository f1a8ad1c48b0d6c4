import { RTL_LANGUAGES } from '@store/domain/public';
import { localDigits } from './digits';
import { formatCount } from './number-text';

/** One language's messages: flat keys (`common.records_one`), `{{name}}` parameters. */
export type Messages = Readonly<Record<string, string>>;

/** A message's parameters; `count` also picks the plural form, `lng` another loaded language. */
export type TOptions = { count?: number; lng?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

const PARAMETER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * A parameter as written into a message: numbers in the language's digits (Persian text never
 * shows a Latin `5`; the domain's `translate` does the same on the server); `count`, the number
 * plurals are chosen by, also grouped (`۱٬۲۳۴ رکورد`), other numbers only re-digited, since a year
 * or a code must not get separators. Strings pass unchanged: a caller formats them itself
 * (useFormatters) and isolates left-to-right ones (bidi.ts).
 */
export function formatParameter(name: string, value: unknown, language: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return name === 'count' ? formatCount(value, language) : localDigits(String(value), language);
  return String(value);
}

/**
 * The web's messages: the keys of the language shown, `{{parameters}}` filled in, plurals chosen
 * by the platform's `Intl.PluralRules` (`key_one`, `key_other`…). The storefront's own small
 * message layer instead of i18next (docs/notes/issue-11-storefront.md says why): every language
 * has every key (the types make sure), so there is no fallback; a missing key reads as itself.
 */
export class Translator {
  private readonly bundles = new Map<string, Messages>();
  private readonly listeners = new Set<(language: string) => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  constructor(public language: string) {}

  hasResourceBundle(language: string): boolean {
    return this.bundles.has(language);
  }

  addResourceBundle(language: string, messages: Messages): void {
    this.bundles.set(language, { ...this.bundles.get(language), ...messages });
  }

  /** The message of a key as written (parameters unfilled), if the language has it. */
  getResource(language: string, key: string): string | undefined {
    return this.bundles.get(language)?.[key];
  }

  exists(key: string): boolean {
    return this.getResource(this.language, key) !== undefined;
  }

  readonly t: TFunction = (key, options) => {
    const language = options?.lng ?? this.language;
    const messages = this.bundles.get(language);
    let text: string | undefined;
    if (typeof options?.count === 'number' && messages) {
      text = messages[`${key}_${this.pluralOf(language).select(options.count)}`] ?? messages[`${key}_other`];
    }
    text ??= messages?.[key];
    if (text === undefined) return key;
    return options ? text.replace(PARAMETER, (_all, name: string) => formatParameter(name, options[name], language)) : text;
  };

  dir(language = this.language): 'rtl' | 'ltr' {
    return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
  }

  /** Shows another language (its messages added first); everything using `useTranslation` renders again. */
  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  on(_event: 'languageChanged', listener: (language: string) => void): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: (language: string) => void): void {
    this.listeners.delete(listener);
  }

  private pluralOf(language: string): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules;
  }
}
