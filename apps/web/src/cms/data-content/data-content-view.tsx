import type { ControlDefinition, Language } from '@store/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { textIn } from '../pages/page-texts';
import type { Texts } from '../pages/pages-api';
import { entryValue, translatedValue } from './entry-value';
import { type StoredEntry, storedEntries, storedTemplate } from './view-values';
import './data-content.css';

export interface DataContentViewProps {
  /** The stored data content (JSON text, spec 000 §3); its `template` is not shown. */
  dataContent: string | null | undefined;
  /**
   * The template's controls, for what holds no entry (a label's heading, a component list's
   * component) and the order; a page's data content carries its own, used when this is absent.
   */
  controls?: readonly ControlDefinition[];
  /** What a `form` entry shows: the public form of that component name. */
  renderForm?: (componentName: string) => ReactNode;
  /** What a `componentlist` control shows: the contents of that component. */
  renderComponentList?: (componentName: string) => ReactNode;
}

/** Types shown without their title above them. */
const UNTITLED: ReadonlySet<string> = new Set(['image', 'video', 'multiimage', 'multivideo', 'multiimagevideo']);

type Item = { name: string; entry: StoredEntry; control?: ControlDefinition };

/** The template's active controls in order with their entries, then any entry no control names (an older template's). */
function itemsOf(dataContent: string | null | undefined, given: readonly ControlDefinition[] | undefined): Item[] {
  const entries = new Map(storedEntries(dataContent));
  const controls = (given ?? storedTemplate(dataContent)).filter((c) => c.actived);
  const items: Item[] = controls.map((control) => ({
    name: control.name,
    control,
    entry: entries.get(control.name) ?? { title: control.title, type: control.type, translate: control.translate },
  }));
  const named = new Set(controls.map((c) => c.name));
  for (const [name, entry] of entries) if (!named.has(name)) items.push({ name, entry });
  return items;
}

/**
 * The public renderer of a stored data content: each control in its template's order, as its type
 * is read (entry-value.tsx), in the reader's language — a translated value falls back to another
 * language and carries that language's `lang` and `dir`. A label is a heading; a form and a
 * component list are what the caller renders for them. An entry with nothing to show (empty, an
 * unsafe link) is left out with its title; a disabled entry is shown like any other, since its
 * content is the template's default the server kept.
 */
export function DataContentView({ dataContent, controls, renderForm, renderComponentList }: DataContentViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const blocks = itemsOf(dataContent, controls).flatMap(({ name, entry, control }) => {
    const title = textIn((entry.title ?? control?.title) as Texts | null, language);
    if (entry.type === 'label')
      return title
        ? [
            <h2 key={name} className="data-view__label" lang={title.lang} dir={title.dir} data-control={name} data-type="label">
              {title.text}
            </h2>,
          ]
        : [];
    // A link reads as its title; pictures and videos speak for themselves (no heading above them).
    const labelled = entry.type === 'link';
    let body: ReactNode = null;
    if (entry.type === 'form') body = typeof entry.content === 'string' && entry.content ? (renderForm?.(entry.content) ?? null) : null;
    else if (entry.type === 'componentlist') {
      const component = control?.componentname ?? entry.componentname;
      body = component ? (renderComponentList?.(component) ?? null) : null;
    } else if (entry.translate) {
      const chosen = translatedValue(entry.content, language);
      body = chosen ? entryValue(entry, chosen.value, chosen.lang, t, language, labelled ? title : null) : null;
    } else body = entryValue(entry, entry.content, language as Language, t, language, labelled ? title : null);
    if (body === null || body === undefined) return [];
    return [
      <section key={name} className="data-view__entry" data-control={name} data-type={entry.type}>
        {title && !labelled && !UNTITLED.has(entry.type ?? 'text') ? (
          <h3 className="data-view__title" lang={title.lang} dir={title.dir}>
            {title.text}
          </h3>
        ) : null}
        <div className="data-view__value">{body}</div>
      </section>,
    ];
  });
  if (blocks.length === 0) return null;
  return (
    <div className="data-view" data-testid="page-data">
      {blocks}
    </div>
  );
}
