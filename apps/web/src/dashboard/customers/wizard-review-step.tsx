import { Descriptions } from 'antd';
import { Ltr } from '../../i18n/ltr';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import type { WizardValues } from './customer-wizard-values';

/** Step 3's read-back: what will be saved (below the attributes) or deleted, before the last click. */
export function WizardReviewStep({ values }: { values: WizardValues }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = (value: string | null | undefined) => (value ? <bdi>{value}</bdi> : '—');
  const ltr = (value: string | null | undefined) => (value ? <Ltr>{value}</Ltr> : '—');
  return (
    <Descriptions column={1} size="small" bordered data-testid="customer-wizard-review">
      <Descriptions.Item label={t('field.Customer.username')}>{ltr(values.username)}</Descriptions.Item>
      <Descriptions.Item label={t('field.Customer.email')}>{ltr(values.email)}</Descriptions.Item>
      <Descriptions.Item label={t('field.Customer.mobile')}>{ltr(values.mobile)}</Descriptions.Item>
      <Descriptions.Item label={t('field.Customer.firstName')}>{text(values.firstName)}</Descriptions.Item>
      <Descriptions.Item label={t('field.Customer.lastName')}>{text(values.lastName)}</Descriptions.Item>
      <Descriptions.Item label={t('field.Customer.nationalCode')}>{ltr(values.nationalCode)}</Descriptions.Item>
      <Descriptions.Item label={t('field.Customer.gender')}>
        {values.gender ? t(`enum.Customer.gender.${values.gender}`) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('field.Customer.dateOfBirth')}>
        <span data-testid="customer-wizard-review-birth">{values.dateOfBirth ? format.date(values.dateOfBirth) : '—'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
