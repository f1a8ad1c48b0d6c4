import { useTranslation } from 'react-i18next';
import { type ShownText, textIn } from './page-texts';
import type { Texts } from './pages-api';
import { SafeHtml } from './safe-html';

/** One entry of stored data content (spec 000 §3): keyed by control name. */
interface DataEntry {
  title?: unknown;
  type?: unknown;
  translate?: unknown;
  content?: unknown;
}

/** The stored JSON text as entries, or none when it is empty or not an object. */
export function dataEntries(dataContent: string | null | undefined): [string, DataEntry][] {
  if (!dataContent) return [];
  try {
    const parsed: unknown = JSON.parse(dataContent);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.entries(parsed as Record<string, unknown>).filter(
      (entry): entry is [string, DataEntry] => Boolean(entry[1]) && typeof entry[1] === 'object' && !Array.isArray(entry[1]),
    );
  } catch {
    return [];
  }
}

/** A value as text in the reader's language: a translatable one ({fa, en, tr}), a list, or a plain value. */
function shown(value: unknown, language: string): ShownText | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object' && !Array.isArray(value)) return textIn(value as Texts, language);
  const text = Array.isArray(value)
    ? value
        .map((item) => shown(item, language)?.text)
        .filter(Boolean)
        .join(', ')
    : String(value);
  return textIn({ [language]: text } as Texts, language);
}

/**
 * The page's custom fields as plain read-only blocks (title and value). A stand-in for the data
 * content renderer of slice 4, which shows each of the 24 control types as it should be: replace
 * this component, the page does not depend on more than its props.
 */
export function PageDataBlocks({ dataContent }: { dataContent: string | null | undefined }) {
  const { i18n } = useTranslation();
  const entries = dataEntries(dataContent);
  if (entries.length === 0) return null;
  return (
    <div className="page-data" data-testid="page-data">
      {entries.map(([name, entry]) => {
        const title = shown(entry.title, i18n.language);
        const value = shown(entry.content, i18n.language);
        return (
          <section key={name} className="page-data__block" data-control={name}>
            {title ? (
              <h2 className="page-data__title" lang={title.lang} dir={title.dir}>
                {title.text}
              </h2>
            ) : null}
            {value && entry.type === 'richtext' ? <SafeHtml html={value} /> : null}
            {value && entry.type !== 'richtext' ? (
              <p lang={value.lang} dir={value.dir}>
                {value.text}
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
