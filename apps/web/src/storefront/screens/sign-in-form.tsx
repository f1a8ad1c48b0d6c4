import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { signIn } from '../../api/auth-api';
import { useCompleteSignIn } from '../../auth/use-complete-sign-in';
import { errorMessage } from '../../components/use-notify';
import { type Credentials, TwoFactorStep } from './two-factor-step';

/**
 * User name and password → POST /api/Authentication/signin; the answer is the stored auth record.
 * An account with two-factor on is answered `security.error.twofactorrequired`: then the code step.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [twoFactor, setTwoFactor] = useState<Credentials | null>(null);
  const [username, setUsername] = useState('');

  async function submit(values: Credentials) {
    setBusy(true);
    setError(null);
    const credentials = { username: values.username.trim(), password: values.password };
    try {
      complete(await signIn(credentials));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'security.error.twofactorrequired') {
        setUsername(credentials.username);
        setTwoFactor(credentials);
      } else setError(errorMessage(e, t('common.error.unexpected')));
    } finally {
      setBusy(false);
    }
  }

  if (twoFactor)
    return (
      <TwoFactorStep
        credentials={twoFactor}
        onBack={(message) => {
          setTwoFactor(null);
          setError(message ?? null);
        }}
      />
    );

  return (
    <>
      <Typography.Title level={2} className="auth-card__title">
        {t('auth.signin.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('auth.signin.subtitle')}</Typography.Paragraph>
      <Form<Credentials>
        name="signin"
        layout="vertical"
        initialValues={{ username }}
        onFinish={(v) => void submit(v)}
        requiredMark={false}
        data-testid="signin-form"
      >
        {error ? <Alert type="error" title={error} showIcon className="signin__error" role="alert" /> : null}
        <Form.Item
          name="username"
          label={t('auth.username')}
          rules={[{ required: true, whitespace: true, message: t('common.error.required') }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" size="large" dir="ltr" />
        </Form.Item>
        <Form.Item name="password" label={t('auth.password')} rules={[{ required: true, message: t('common.error.required') }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" dir="ltr" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="signin-submit">
          {t('auth.signin')}
        </Button>
      </Form>
    </>
  );
}
