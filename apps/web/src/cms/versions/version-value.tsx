import { type EntityDef, type FieldDef, type Language, TEXT_LANGUAGES } from '@store/domain';
import { isRtl } from '../../i18n/i18n-setup';
import { useTranslation } from '../../i18n/use-translation';
import type { Texts } from '../pages/pages-api';
import { SafeHtml } from '../pages/safe-html';

/** One field's value in a kept version, shown as a reader would understand it (never as raw HTML). */
export function VersionValue({ entity, field, value }: { entity: EntityDef; field: string; value: unknown }) {
  const { t } = useTranslation();
  const def = (entity.fields as Record<string, FieldDef | undefined>)[field];
  if (value === null || value === undefined || value === '') return <span className="version-value--empty">—</span>;
  if (typeof value === 'boolean') return <span>{value ? t('common.yes') : t('common.no')}</span>;
  if (def?.kind === 'enum') return <span>{t(`enum.${entity.name}.${field}.${String(value)}`)}</span>;
  if (def && typeof value === 'object') {
    const html = def.kind === 'translatableHtml';
    const texts = value as Texts;
    const given = TEXT_LANGUAGES.filter((lang) => (texts[lang] ?? '') !== '');
    if (given.length === 0) return <span className="version-value--empty">—</span>;
    return (
      <dl className="version-value">
        {given.map((lang: Language) => {
          const dir = isRtl(lang) ? 'rtl' : 'ltr';
          const text = texts[lang] ?? '';
          return (
            <div key={lang} className="version-value__lang">
              <dt>{t(`lang.${lang}`)}</dt>
              <dd>{html ? <SafeHtml html={{ text, lang, dir }} /> : <bdi lang={lang}>{text}</bdi>}</dd>
            </div>
          );
        })}
      </dl>
    );
  }
  return <bdi>{String(value)}</bdi>;
}
