import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { signIn } from '../../api/auth-api';
import { safeReturnUrl } from '../../app/guard-rules';
import { isAdmin, saveAuth } from '../../auth/auth-storage';
import { rememberPostSignIn } from '../../auth/post-sign-in';

interface Credentials {
  username: string;
  password: string;
}

/** User name and password → POST /api/Authentication/signin; the answer is the stored auth record. */
export function SignInForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: Credentials) {
    setBusy(true);
    setError(null);
    try {
      const auth = await signIn(values.username.trim(), values.password);
      const target = safeReturnUrl(params.get('returnUrl')) ?? (isAdmin(auth) ? '/dashboard' : '/');
      // Storing the login makes this guest-only screen's guard leave it, for this target.
      rememberPostSignIn(target);
      saveAuth(auth);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('common.error.unexpected'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<Credentials> name="signin" layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false} data-testid="signin-form">
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
  );
}
