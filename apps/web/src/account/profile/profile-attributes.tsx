import { TagsOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { AttributeFields } from '../../attributes/attribute-fields';
import { useAttributeValues } from '../../attributes/use-attribute-values';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { AccountCard } from '../account-card';

/**
 * The profile's "more about you": the signed-in customer's own attributes in the generic attribute
 * editor, checked (required ones, each value by its type) before they are sent and saved with
 * saveGenericAttributeMappings; read-only when the store does not let customers change their
 * profile. Not shown when the store defines no customer attributes.
 */
export function ProfileAttributes({ customerId, locked }: { customerId: number; locked: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const attributes = useAttributeValues('Customer', customerId);
  const [saving, setSaving] = useState(false);
  if (attributes.ready && attributes.attributes.length === 0) return null;

  const save = async () => {
    if (!attributes.check()) return;
    setSaving(true);
    try {
      await attributes.save(customerId);
      notify.saved();
    } catch (error) {
      attributes.showRefusal(error);
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccountCard icon={<TagsOutlined />} title={t('attributes.title')} testId="profile-attributes">
      <Form layout="vertical" disabled={locked} onFinish={() => void save()}>
        <AttributeFields values={attributes} disabled={locked} />
        {attributes.ready && !attributes.failed ? (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-attributes-save">
            {t('attributes.save')}
          </Button>
        ) : null}
      </Form>
    </AccountCard>
  );
}
