import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from '../i18n/use-translation';

/**
 * The current password, asked again in the form of a sensitive change (the server checks it in
 * the same request). Kept in the form only, never stored.
 */
export function PasswordField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="password" label={t('account.stepup.password')} required>
      <Input.Password
        prefix={<LockOutlined />}
        autoComplete="current-password"
        dir="ltr"
        autoFocus={autoFocus}
        data-testid="stepup-password"
      />
    </Form.Item>
  );
}
