import { Page } from '@store/domain';
import { Form, Typography } from 'antd';
import { TranslatableInput } from '../../dashboard/entity/controls/translatable-input';
import { useTranslation } from '../../i18n/use-translation';

const META = ['metaTitle', 'metaDescription', 'metaKeywords'] as const;

/** Step 4: what search engines and the browser's tab show, in each language. */
export function WizardMetaStep() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('pages.wizard.meta.hint')}</Typography.Paragraph>
      {META.map((name) => (
        <Form.Item key={name} name={name} label={t(`field.Page.${name}`)}>
          <TranslatableInput entity={Page} name={name} field={Page.fields[name] as NonNullable<(typeof Page.fields)[typeof name]>} />
        </Form.Item>
      ))}
    </>
  );
}
