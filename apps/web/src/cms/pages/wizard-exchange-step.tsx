import { type Language, TEXT_LANGUAGES } from '@store/domain';
import { Alert, Form, Select } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { textIn } from './page-texts';
import type { PageRow } from './pages-api';

/** The page's title in exactly one language, or a dash. */
function titleIn(page: PageRow, lang: Language | undefined): string {
  const shown = lang ? textIn({ [lang]: page.title[lang] ?? '' }, lang) : null;
  return shown?.text ?? '—';
}

/**
 * Step 1 (exchange): copy the page's texts in one language into another — the start of a
 * translation; the source keeps them (docs/notes/issue-10-plan.md). The wizard then goes on to
 * step 2 with the copies, to be translated there.
 */
export function WizardExchangeStep({ page }: { page: PageRow }) {
  const { t } = useTranslation();
  const from = Form.useWatch<Language | undefined>('from');
  const to = Form.useWatch<Language | undefined>('to');
  const options = TEXT_LANGUAGES.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }));
  return (
    <>
      <Form.Item name="from" label={t('pages.exchange.from')} rules={[{ required: true, message: t('common.required') }]}>
        <Select options={options} data-testid="exchange-from" />
      </Form.Item>
      <Form.Item
        name="to"
        label={t('pages.exchange.to')}
        dependencies={['from']}
        rules={[
          { required: true, message: t('common.required') },
          ({ getFieldValue }) => ({
            validator: async (_, value: Language | undefined) => {
              if (value && value === getFieldValue('from')) throw new Error(t('cms.error.samelanguage'));
            },
          }),
        ]}
      >
        <Select options={options} data-testid="exchange-to" />
      </Form.Item>
      {from && to && from !== to ? (
        <Alert
          type="info"
          showIcon
          data-testid="exchange-preview"
          title={t('pages.exchange.explain', { from: t(`lang.${from}`), to: t(`lang.${to}`) })}
          description={
            <dl className="exchange-preview">
              <dt>{t(`lang.${from}`)}</dt>
              <dd>
                <bdi>{titleIn(page, from)}</bdi>
              </dd>
              <dt>{t(`lang.${to}`)}</dt>
              <dd>
                <bdi>{titleIn(page, to)}</bdi>
              </dd>
            </dl>
          }
        />
      ) : null}
    </>
  );
}
