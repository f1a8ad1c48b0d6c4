import { currentPasswordSchema } from '@store/domain';
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { startTwoFactor, type TwoFactorSetup } from '../api/auth-api';
import { check, clearErrorsOnChange, showIssues, showServerIssues, useIssuesFollowLanguage } from '../components/form-issues';
import { useNotify } from '../components/use-notify';
import { useTranslation } from '../i18n/use-translation';
import { PasswordField } from './password-field';

interface PasswordStepProps {
  /** A lost authenticator is being replaced (a session opened with a recovery code). */
  replacing: boolean;
  /** The pending secret, and the password to send again with the confirming code (kept in memory only). */
  onStarted: (setup: TwoFactorSetup, password: string) => void;
  onCancel: () => void;
}

/** Before a new authenticator is set up: the current password (a stolen session alone cannot start it). */
export function TwoFactorPasswordStep({ replacing, onStarted, onCancel }: PasswordStepProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<{ password?: string }>();
  useIssuesFollowLanguage(form);
  const [busy, setBusy] = useState(false);

  async function submit(values: { password?: string }) {
    const checked = check(currentPasswordSchema, values.password ?? '');
    if (!checked.ok) return showIssues(form, { password: Object.values(checked.issues)[0] ?? { code: 'common.error.required' } }, t);
    setBusy(true);
    try {
      onStarted(await startTwoFactor(checked.data), checked.data);
    } catch (e) {
      if (!showServerIssues(form, e, ['password'], t)) notify.error(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      name="twofactorpassword"
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => void submit(v)}
      onValuesChange={clearErrorsOnChange(form)}
      className="account-page__form"
      data-testid="twofactor-password-step"
    >
      <Typography.Paragraph>{t(replacing ? 'account.twofactor.replaceprompt' : 'account.twofactor.passwordprompt')}</Typography.Paragraph>
      <PasswordField autoFocus />
      <div className="form-actions">
        <Button type="primary" htmlType="submit" loading={busy} data-testid="twofactor-password-continue">
          {t('account.stepup.continue')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </Form>
  );
}
