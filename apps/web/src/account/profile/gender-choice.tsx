import { Radio } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/** Gender as Form.Item gives it: the spec's codes, 1 male and 2 female (the profile page and the customer wizard). */
export function GenderChoice({ id, value, onChange }: { id: string; value?: string | null; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      id={id}
      value={value ?? null}
      onChange={(event) => onChange?.(event.target.value as string)}
      options={[
        { value: '1', label: t('enum.Customer.gender.1') },
        { value: '2', label: t('enum.Customer.gender.2') },
      ]}
    />
  );
}
