import { KeyOutlined, LockOutlined } from '@ant-design/icons';
import { changePasswordSchema, MIN_PASSWORD_LENGTH } from '@store/domain';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ChangePasswordBody, changePassword } from '../api/auth-api';
import { check, clearErrorsOnChange, showIssues, useIssuesFollowLanguage } from '../components/form-issues';
import { errorMessage, useNotify } from '../components/use-notify';
import { useTranslation } from '../i18n/use-translation';
import { useStepUpCode } from './step-up-code';
import { stepUpNeedsCode, useAccountSecurity } from './use-account-security';

type PasswordValues = Partial<ChangePasswordBody>;
const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * /Authentication/ChangePassword: current, new and repeated password, checked with
 * changePasswordSchema — and, while two-factor is on, a code of the app or a recovery code.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<PasswordValues>();
  useIssuesFollowLanguage(form);
  const stepUpCode = useStepUpCode(form, stepUpNeedsCode(useAccountSecurity().data));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Back where the user came from; Home when this screen was opened directly.
  const leave = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  async function submit(values: PasswordValues) {
    setError(null);
    const body = Object.fromEntries(FIELDS.map((name) => [name, values[name] ?? '']));
    const checked = check<ChangePasswordBody>(changePasswordSchema, body);
    if (!checked.ok) showIssues(form, checked.issues, t);
    const code = stepUpCode.read(values, t);
    if (!checked.ok || code === undefined) return;
    setBusy(true);
    try {
      await changePassword({ ...checked.data, ...code });
      notify.success(t('account.password.changed.title'), t('account.password.changed'));
      leave();
    } catch (e) {
      if (!stepUpCode.showRefusal(e, FIELDS, t)) setError(errorMessage(e, t('common.error.unexpected')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="auth-card">
      <Typography.Title level={1} className="auth-card__title">
        <KeyOutlined /> {t('route.changePassword')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.password.text')}</Typography.Paragraph>
      <Form<PasswordValues>
        form={form}
        name="changepassword"
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void submit(v)}
        onValuesChange={clearErrorsOnChange(form)}
        data-testid="changepassword-form"
      >
        {error ? <Alert type="error" title={error} showIcon className="signin__error" role="alert" /> : null}
        <Form.Item name="currentPassword" label={t('account.password.current')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" dir="ltr" />
        </Form.Item>
        <Form.Item name="password" label={t('account.password.new')}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            dir="ltr"
            placeholder={t('auth.password.hint', { min: MIN_PASSWORD_LENGTH })}
          />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('account.password.confirm')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" dir="ltr" />
        </Form.Item>
        {stepUpCode.field}
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={busy} data-testid="changepassword-submit">
            {t('account.password.submit')}
          </Button>
          <Button onClick={leave}>{t('common.cancel')}</Button>
        </div>
      </Form>
    </Card>
  );
}
