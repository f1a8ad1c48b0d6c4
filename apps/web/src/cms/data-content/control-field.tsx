import { type ControlDefinition, type Language, TEXT_LANGUAGES } from '@store/domain';
import { ConfigProvider, Form, Tabs } from 'antd';
import { isRtl } from '../../i18n/i18n-setup';
import { useTranslation } from '../../i18n/use-translation';
import { textIn } from '../pages/page-texts';
import type { Texts } from '../pages/pages-api';
import { ControlInput } from './control-input';
import { issueAt, issuesUnder, isTranslated } from './editor-value';

interface ControlFieldProps {
  control: ControlDefinition;
  /** What the control shows (its default when nothing was entered, always when disabled). */
  content: unknown;
  onChange: (content: unknown) => void;
  issues?: Record<string, string>;
  formTemplates?: readonly { componentName: string }[];
  /** How an option reads (see ControlInput). */
  optionLabel?: (option: string) => string;
  /** An input of the caller's own in place of the control's (an attribute's private file upload). */
  input?: React.ReactNode;
}

const languagesOf = (content: unknown): Partial<Record<Language, unknown>> =>
  content && typeof content === 'object' && !Array.isArray(content) ? (content as Partial<Record<Language, unknown>>) : {};

/**
 * One control with its title (in the reader's language, another one's when missing), its required
 * mark and its issues (`name`, or `name.fa` / `name.2` below it). A translated control holds one
 * value per language: a tab per language, each input in its language's direction. A label is its
 * title alone.
 */
export function ControlField({ control, content, onChange, issues, formTemplates, optionLabel, input: ownInput }: ControlFieldProps) {
  const { t, i18n } = useTranslation();
  const title = textIn(control.title as Texts | null, i18n.language);
  const label = title?.text ?? control.name;
  const id = `data_${control.name}`;
  if (control.type === 'label')
    return (
      <h3 className="data-editor__label" lang={title?.lang} dir={title?.dir} data-testid={`data-label-${control.name}`}>
        {label}
      </h3>
    );
  const own = issueAt(issues, control.name);
  const errors = isTranslated(control) ? (own ? [own] : []) : issuesUnder(issues, control.name);
  const readerDir = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const input = ownInput ? (
    ownInput
  ) : isTranslated(control) ? (
    <Tabs
      size="small"
      className="data-editor__languages"
      defaultActiveKey={TEXT_LANGUAGES.includes(i18n.language as Language) ? i18n.language : TEXT_LANGUAGES[0]}
      items={TEXT_LANGUAGES.map((lang) => {
        const dir = isRtl(lang) ? 'rtl' : 'ltr';
        const values = languagesOf(content);
        const issue = issuesUnder(issues, `${control.name}.${lang}`)[0];
        return {
          key: lang,
          forceRender: true,
          label: (
            <span data-testid={`data-tab-${control.name}-${lang}`} className={issue ? 'data-editor__tab--error' : undefined}>
              {t(`lang.${lang}`)}
            </span>
          ),
          children: (
            <ConfigProvider direction={dir}>
              <Form.Item validateStatus={issue ? 'error' : undefined} help={issue ? t(issue) : undefined} className="data-editor__one">
                <ControlInput
                  control={control}
                  value={values[lang]}
                  onChange={(v) => onChange({ ...values, [lang]: v })}
                  lang={lang}
                  dir={dir}
                  label={`${label} — ${t(`lang.${lang}`)}`}
                  id={`${id}_${lang}`}
                  formTemplates={formTemplates}
                  {...(optionLabel ? { optionLabel } : {})}
                />
              </Form.Item>
            </ConfigProvider>
          ),
        };
      })}
    />
  ) : (
    <ControlInput
      control={control}
      value={content}
      onChange={onChange}
      lang={i18n.language}
      dir={readerDir}
      label={label}
      id={id}
      formTemplates={formTemplates}
      {...(optionLabel ? { optionLabel } : {})}
    />
  );
  return (
    <Form.Item
      label={
        <span lang={title?.lang} dir={title?.dir}>
          {label}
        </span>
      }
      htmlFor={isTranslated(control) ? `${id}_${i18n.language}` : id}
      required={control.required}
      validateStatus={errors.length > 0 ? 'error' : undefined}
      help={errors.length > 0 ? errors.map((code) => t(code)).join(' ') : undefined}
      className="data-editor__field"
      data-control={control.name}
      data-type={control.type}
    >
      {input}
    </Form.Item>
  );
}
