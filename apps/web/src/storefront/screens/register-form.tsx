import { LockOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { MIN_PASSWORD_LENGTH, registerSchema } from '@store/domain';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegisterBody, register } from '../../api/auth-api';
import { useCompleteSignIn } from '../../auth/use-complete-sign-in';
import { check, clearErrorsOnChange, showIssues, showServerIssues, useIssuesFollowLanguage } from '../../components/form-issues';
import { errorMessage } from '../../components/use-notify';

type RegisterValues = Partial<Record<keyof RegisterBody, string>>;

const FIELDS = ['username', 'password', 'confirmPassword', 'email', 'mobile', 'firstName', 'lastName'] as const;
const OPTIONAL = new Set<string>(['email', 'mobile', 'firstName', 'lastName']);

/** The request body: optional fields left empty are not sent. */
function bodyOf(values: RegisterValues): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = values[name] ?? '';
    if (!OPTIONAL.has(name) || value.trim()) body[name] = value;
  }
  return body;
}

/**
 * Registration → POST /api/Authentication/register, validated first with the domain's
 * registerSchema (the server's own); the new account is signed in at once.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();
  const [form] = Form.useForm<RegisterValues>();
  useIssuesFollowLanguage(form);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: RegisterValues) {
    setError(null);
    const checked = check(registerSchema, bodyOf(values));
    if (!checked.ok) return showIssues(form, checked.issues, t);
    setBusy(true);
    try {
      complete(await register(checked.data));
    } catch (e) {
      if (!showServerIssues(form, e, FIELDS, t)) setError(errorMessage(e, t('common.error.unexpected')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      requiredMark="optional"
      onFinish={(v) => void submit(v)}
      onValuesChange={clearErrorsOnChange(form)}
      data-testid="register-form"
    >
      {error ? <Alert type="error" title={error} showIcon className="signin__error" role="alert" /> : null}
      <Form.Item name="username" label={t('auth.username')} required extra={t('auth.username.hint')}>
        <Input prefix={<UserOutlined />} autoComplete="username" dir="ltr" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="password" label={t('auth.password')} required>
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="new-password"
              dir="ltr"
              placeholder={t('auth.password.hint', { min: MIN_PASSWORD_LENGTH })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="confirmPassword" label={t('auth.confirmPassword')} required>
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" dir="ltr" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label={t('auth.email')}>
        <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" dir="ltr" />
      </Form.Item>
      <Form.Item name="mobile" label={t('auth.mobile')} extra={t('auth.mobile.hint')}>
        <Input prefix={<PhoneOutlined />} autoComplete="tel" inputMode="tel" dir="ltr" placeholder="+989123456789" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('auth.firstName')}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('auth.lastName')}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="register-submit">
        {t('auth.register.submit')}
      </Button>
    </Form>
  );
}
