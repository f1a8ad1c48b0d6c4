import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from './date-format';

/** Date formatters bound to the current language; components re-render when it changes. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    date: (value: Parameters<typeof formatDate>[0]) => formatDate(value, language),
    dateTime: (value: Parameters<typeof formatDateTime>[0]) => formatDateTime(value, language),
  };
}
