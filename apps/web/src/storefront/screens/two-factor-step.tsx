import { ArrowLeftOutlined, ArrowRightOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodeKind, readCode } from '../../account/authenticator-code';
import { AuthenticatorCodeField } from '../../account/authenticator-code-field';
import { ApiError } from '../../api/api-error';
import { signIn } from '../../api/auth-api';
import { useCompleteSignIn } from '../../auth/use-complete-sign-in';
import { clearErrorsOnChange, showFieldIssue, useIssuesFollowLanguage } from '../../components/form-issues';
import { errorMessage } from '../../components/use-notify';
import { isRtl } from '../../i18n/i18n-setup';

export interface Credentials {
  username: string;
  password: string;
}

interface StepProps {
  credentials: Credentials;
  /** Back to user name and password, with the reason when the credentials no longer sign in. */
  onBack: (message?: string) => void;
}

/** Second step of signing in: the user name and password again, with the app's code or a recovery code. */
export function TwoFactorStep({ credentials, onBack }: StepProps) {
  const { t, i18n } = useTranslation();
  const complete = useCompleteSignIn();
  const [form] = Form.useForm<Record<CodeKind, string>>();
  useIssuesFollowLanguage(form);
  const [kind, setKind] = useState<CodeKind>('pinCode');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: Partial<Record<CodeKind, string>>) {
    const read = readCode(kind, values[kind]);
    if ('issue' in read) {
      showFieldIssue(form, kind, read.issue, t);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      complete(await signIn({ ...credentials, ...read.code }));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'security.error.wrongauthenticatorcode') showFieldIssue(form, kind, e, t);
      else if (e instanceof ApiError && e.code === 'security.error.authfailed') onBack(e.message);
      else setError(errorMessage(e, t('common.error.unexpected')));
    } finally {
      setBusy(false);
    }
  }

  const BackIcon = isRtl(i18n.language) ? ArrowRightOutlined : ArrowLeftOutlined;
  return (
    <Form
      form={form}
      name="twofactor"
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => void submit(v)}
      onValuesChange={clearErrorsOnChange(form)}
      data-testid="twofactor-form"
    >
      <Typography.Title level={2} className="auth-card__title">
        <SafetyOutlined /> {t('auth.twofactor.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(kind === 'pinCode' ? 'auth.twofactor.prompt' : 'auth.twofactor.recoveryprompt', { username: credentials.username })}
      </Typography.Paragraph>
      {error ? <Alert type="error" title={error} showIcon className="signin__error" role="alert" /> : null}
      <AuthenticatorCodeField
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          setError(null);
        }}
      />
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="twofactor-submit">
        {t('auth.twofactor.verify')}
      </Button>
      <Button type="text" block icon={<BackIcon />} className="auth-card__back" onClick={() => onBack()}>
        {t('auth.twofactor.back')}
      </Button>
    </Form>
  );
}
