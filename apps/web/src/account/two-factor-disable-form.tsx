import { currentPasswordSchema } from '@store/domain';
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { disableTwoFactor } from '../api/auth-api';
import { check, clearErrorsOnChange, showFieldIssue, useIssuesFollowLanguage } from '../components/form-issues';
import { useNotify } from '../components/use-notify';
import { useTranslation } from '../i18n/use-translation';
import type { CodeKind } from './authenticator-code';
import { PasswordField } from './password-field';
import { useStepUpCode } from './step-up-code';

type DisableValues = { password?: string } & Partial<Record<CodeKind, string>>;

interface DisableProps {
  /** A session opened with a recovery code turns it off with the password alone. */
  passwordOnly: boolean;
  onDisabled: () => void;
  onCancel: () => void;
}

/** Turning two-factor off: the password and a code of the app or a recovery code (only the password after a recovery sign-in). */
export function TwoFactorDisableForm({ passwordOnly, onDisabled, onCancel }: DisableProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<DisableValues>();
  useIssuesFollowLanguage(form);
  const stepUpCode = useStepUpCode(form, !passwordOnly);
  const [busy, setBusy] = useState(false);

  async function submit(values: DisableValues) {
    const password = check(currentPasswordSchema, values.password ?? '');
    if (!password.ok) showFieldIssue(form, 'password', Object.values(password.issues)[0] ?? { code: 'common.error.required' }, t);
    const code = stepUpCode.read(values, t);
    if (!password.ok || code === undefined) return;
    setBusy(true);
    try {
      await disableTwoFactor(password.data, code);
      onDisabled();
    } catch (e) {
      if (!stepUpCode.showRefusal(e, ['password'], t)) notify.error(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      name="twofactoroff"
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => void submit(v)}
      onValuesChange={clearErrorsOnChange(form)}
      className="twofactor-disable account-page__form"
      data-testid="twofactor-off-form"
    >
      <Typography.Paragraph>{t(passwordOnly ? 'account.twofactor.offrecovery' : 'account.twofactor.offprompt')}</Typography.Paragraph>
      <PasswordField autoFocus />
      {stepUpCode.field}
      <div className="form-actions">
        <Button danger type="primary" htmlType="submit" loading={busy} data-testid="twofactor-off-confirm">
          {t('account.twofactor.turnoff')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </Form>
  );
}
