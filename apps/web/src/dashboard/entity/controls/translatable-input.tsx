import { TEXT_LANGUAGES } from '@store/domain';
import { ConfigProvider, Input } from 'antd';
import { isRtl } from '../../../i18n/i18n-setup';
import { useTranslation } from '../../../i18n/use-translation';
import type { ControlProps } from './control-props';

type Translations = Partial<Record<(typeof TEXT_LANGUAGES)[number], string | null>>;

/** A text in each language: one input per language, labelled with it and written in its direction. */
export function TranslatableInput({ entity, name, value, onChange, id, disabled }: ControlProps) {
  const { t } = useTranslation();
  const texts = (value && typeof value === 'object' ? value : {}) as Translations;
  const label = t(`field.${entity.name}.${name}`);
  return (
    <fieldset id={id} aria-label={label} className="translatable-input">
      {TEXT_LANGUAGES.map((lang) => {
        const dir = isRtl(lang) ? 'rtl' : 'ltr';
        // The whole input (its language label included) runs in its language's direction, whatever the page's.
        return (
          <ConfigProvider key={lang} direction={dir}>
            <Input
              id={`${id ?? name}_${lang}`}
              lang={lang}
              dir={dir}
              disabled={disabled}
              value={texts[lang] ?? ''}
              aria-label={`${label} — ${t(`lang.${lang}`)}`}
              prefix={<span className="translatable-input__lang">{t(`lang.${lang}`)}</span>}
              onChange={(event) => onChange?.({ ...texts, [lang]: event.target.value })}
            />
          </ConfigProvider>
        );
      })}
    </fieldset>
  );
}
