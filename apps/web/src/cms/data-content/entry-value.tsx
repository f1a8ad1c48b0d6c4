import type { Language } from '@store/domain';
import type { ReactNode } from 'react';
import { formatDate as showDate, formatDateTime as showDateTime } from '../../i18n/date-text';
import { groupedDecimal, latinDigits, localDigits } from '../../i18n/digits';
import { isRtl } from '../../i18n/i18n-setup';
import type { TFunction } from '../../i18n/translator';
import { nameOfUrl } from '../files-api';
import { type ShownText, textIn } from '../pages/page-texts';
import type { Texts } from '../pages/pages-api';
import { SafeHtml } from '../pages/safe-html';
import { isImageUrl, isVideoUrl, type StoredEntry, safeLink, sizedImage } from './view-values';

/** The width images of a data content are served at (the server's ladder picks the next size up). */
const IMAGE_WIDTH = 800;

const shownOf = (text: string, lang: Language): ShownText => ({ text, lang, dir: isRtl(lang) ? 'rtl' : 'ltr' });

// The calendar's text in Latin digits: the digits are put in below (a Jalali date reads Latin outside Persian).
const formatDate = (value: string, language: string) => latinDigits(showDate(value, language));
const formatDateTime = (value: string, language: string) => latinDigits(showDateTime(value, language));

/**
 * A date, date-time or time in the reader's language, Persian digits in Persian: `datepicker` and
 * `datetimepicker` in the reader's calendar; `pdatepicker` and `pdatetimepicker` always Jalali, and
 * outside Persian followed by the Gregorian date in brackets, so every reader can place it.
 */
export function dateText(type: string, value: string, language: string): string {
  if (type === 'timepicker') return localDigits(value, language);
  const format = type.endsWith('datetimepicker') ? formatDateTime : formatDate;
  if (!type.startsWith('p') || language === 'fa') return localDigits(format(value, language), language);
  return `${format(value, 'fa')} (${format(value, language)})`;
}

function FileValue({ url, type, t }: { url: string; type: string; t: TFunction }) {
  const name = nameOfUrl(url);
  if (isImageUrl(url) && type !== 'file' && type !== 'multifile')
    return <img src={sizedImage(url, IMAGE_WIDTH)} alt={name} loading="lazy" className="data-view__image" />;
  if (isVideoUrl(url) && type !== 'file' && type !== 'multifile')
    // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without captions; the control shows what the admin uploaded.
    return <video src={url} controls preload="metadata" className="data-view__video" />;
  const href = safeLink(url);
  return href ? (
    <a href={href} download aria-label={t('datacontent.file.download', { name })}>
      <bdi dir="ltr">{name}</bdi>
    </a>
  ) : null;
}

/**
 * One stored value as a reader sees it, by its type; null when there is nothing to show. `lang` is
 * the language of a translated value (already chosen by the caller), `language` the reader's.
 */
export function entryValue(
  entry: StoredEntry,
  value: unknown,
  lang: Language,
  t: TFunction,
  language: string,
  /** A link's words (its control's title): a reader follows "Read more", not an address. */
  label?: ShownText | null,
): ReactNode {
  const type = entry.type ?? 'text';
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'text':
    case 'multiline': {
      const shown = shownOf(String(value), lang);
      return (
        <p lang={shown.lang} dir={shown.dir} className={type === 'multiline' ? 'data-view__multiline' : undefined}>
          {shown.text}
        </p>
      );
    }
    case 'richtext':
      return <SafeHtml html={shownOf(String(value), lang)} className="data-view__rich" />;
    case 'link': {
      const href = safeLink(value);
      if (!href) return null;
      const external = /^https?:/i.test(href);
      return (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {label ? (
            <span lang={label.lang} dir={label.dir}>
              {label.text}
            </span>
          ) : (
            <bdi dir="ltr">{String(value)}</bdi>
          )}
        </a>
      );
    }
    case 'number':
      return (
        <p>
          <bdi dir="ltr">{groupedDecimal(String(value), language)}</bdi>
        </p>
      );
    case 'toggle':
      return <p>{value === true ? t('datacontent.yes') : t('datacontent.no')}</p>;
    case 'datepicker':
    case 'datetimepicker':
    case 'pdatepicker':
    case 'pdatetimepicker':
    case 'timepicker':
      return (
        <p>
          <time dateTime={String(value)}>
            <bdi dir="ltr">{dateText(type, String(value), language)}</bdi>
          </time>
        </p>
      );
    case 'select':
    case 'radio':
    case 'form':
      return <p>{String(value)}</p>;
    case 'multicheck':
      return Array.isArray(value) && value.length > 0 ? (
        <ul className="data-view__options">
          {value.map((option) => (
            <li key={String(option)}>{String(option)}</li>
          ))}
        </ul>
      ) : null;
    case 'file':
    case 'image':
    case 'video':
      return typeof value === 'string' ? <FileValue url={value} type={type} t={t} /> : null;
    case 'multifile':
    case 'multiimage':
    case 'multivideo':
    case 'multiimagevideo':
      return Array.isArray(value) && value.length > 0 ? (
        <ul className="data-view__files">
          {value
            .filter((v): v is string => typeof v === 'string')
            .map((url) => (
              <li key={url}>
                <FileValue url={url} type={type} t={t} />
              </li>
            ))}
        </ul>
      ) : null;
    default:
      return null;
  }
}

/** A translated value in the reader's language, else another language's (marked with its own). */
export function translatedValue(content: unknown, language: string): { value: unknown; lang: Language } | null {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return null;
  const languages = content as Record<string, unknown>;
  // Text-like values pick their language by text; file lists by having any file.
  const asText = Object.fromEntries(
    Object.entries(languages).map(([l, v]) => [l, typeof v === 'string' ? v : Array.isArray(v) && v.length > 0 ? 'x' : '']),
  ) as Texts;
  const shown = textIn(asText, language);
  return shown ? { value: languages[shown.lang], lang: shown.lang } : null;
}
