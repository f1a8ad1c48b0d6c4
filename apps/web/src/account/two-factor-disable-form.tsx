import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { disableTwoFactor } from '../api/auth-api';
import { clearErrorsOnChange, showFieldIssue, useIssuesFollowLanguage } from '../components/form-issues';
import { useNotify } from '../components/use-notify';
import { type CodeKind, readCode } from './authenticator-code';
import { AuthenticatorCodeField } from './authenticator-code-field';

/** Turning two-factor off needs a code of the app, or a recovery code. */
export function TwoFactorDisableForm({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<Partial<Record<CodeKind, string>>>();
  useIssuesFollowLanguage(form);
  const [kind, setKind] = useState<CodeKind>('pinCode');
  const [busy, setBusy] = useState(false);

  async function submit(values: Partial<Record<CodeKind, string>>) {
    const read = readCode(kind, values[kind]);
    if ('issue' in read) return showFieldIssue(form, kind, read.issue, t);
    setBusy(true);
    try {
      await disableTwoFactor(read.code);
      onDisabled();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'security.error.wrongauthenticatorcode') showFieldIssue(form, kind, e, t);
      else notify.error(e);
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
      className="twofactor-disable"
    >
      <Typography.Paragraph>{t('account.twofactor.offprompt')}</Typography.Paragraph>
      <AuthenticatorCodeField kind={kind} onKindChange={setKind} />
      <div className="form-actions">
        <Button danger type="primary" htmlType="submit" loading={busy} data-testid="twofactor-off-confirm">
          {t('account.twofactor.turnoff')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </Form>
  );
}
