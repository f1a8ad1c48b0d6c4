import { cloneElement, Fragment, type ReactElement, type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { i18n } from './i18n-setup';
import type { TFunction, Translator } from './translator';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

/**
 * The messages of the language shown. The component renders again when the language changes, and
 * `t` is then a new function, so memos and effects that use it run again.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new t for each language is the point.
  const t = useCallback<TFunction>((key, options) => i18n.t(key, options), [language]);
  return { t, i18n };
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A message with markup: `<name>{{name}}</name>` in the text is drawn with `components.name`
 * (a `<bdi>` around a left-to-right value, say), its text inside. Parameters are filled first.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    parts.push(text.slice(at, match.index));
    const component = components[tag];
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : whole);
    at = match.index + whole.length;
  }
  parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
