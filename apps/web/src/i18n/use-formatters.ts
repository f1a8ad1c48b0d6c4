import { useMemo } from 'react';
import { type Formatters, formattersFor } from './formatters';
import { useTranslation } from './use-translation';

/**
 * The one hook for showing values (dates, numbers, prices, counts, sizes, left-to-right values)
 * in the current language; components re-render when it changes.
 */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => formattersFor(language), [language]);
}
