import { TEXT_LANGUAGES } from '@store/domain';
import { Tabs } from 'antd';
import { isRtl } from '../../i18n/i18n-setup';
import { useTranslation } from '../../i18n/use-translation';
import type { Texts } from './pages-api';
import { RichTextEditor } from './rich-text-editor';

interface TranslatedRichTextProps {
  label: string;
  /** Injected by Form.Item. */
  value?: Texts;
  onChange?: (value: Texts) => void;
  id?: string;
}

/** A rich text in each language: a tab per language, each editor in its language's direction. */
export function TranslatedRichText({ label, value, onChange, id }: TranslatedRichTextProps) {
  const { t, i18n } = useTranslation();
  const texts = value ?? {};
  return (
    <Tabs
      id={id}
      size="small"
      className="translated-rich-text"
      defaultActiveKey={TEXT_LANGUAGES.includes(i18n.language as never) ? i18n.language : TEXT_LANGUAGES[0]}
      items={TEXT_LANGUAGES.map((lang) => ({
        key: lang,
        label: (
          <span data-testid={`description-tab-${lang}`}>
            {t(`lang.${lang}`)}
            {texts[lang] ? <span className="translated-rich-text__filled" role="img" aria-label={t('editor.written')} /> : null}
          </span>
        ),
        forceRender: true,
        children: (
          <RichTextEditor
            lang={lang}
            dir={isRtl(lang) ? 'rtl' : 'ltr'}
            label={`${label} — ${t(`lang.${lang}`)}`}
            value={texts[lang] ?? ''}
            onChange={(html) => onChange?.({ ...texts, [lang]: html })}
          />
        ),
      }))}
    />
  );
}
