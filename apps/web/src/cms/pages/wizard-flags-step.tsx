import { Form, Switch } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

const FLAGS = ['published', 'includeInTopMenu', 'includeInSitemap'] as const;

/** Step 3: whether visitors see the page, whether the header's menu lists it, whether the sitemap does. */
export function WizardFlagsStep() {
  const { t } = useTranslation();
  return (
    <>
      {FLAGS.map((flag) => (
        <Form.Item key={flag} name={flag} valuePropName="checked" label={t(`field.Page.${flag}`)} extra={t(`pages.wizard.${flag}.hint`)}>
          <Switch data-testid={`wizard-${flag}`} />
        </Form.Item>
      ))}
    </>
  );
}
