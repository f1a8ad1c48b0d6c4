import { currentPasswordSchema, RECENT_CONFIRMATION_SECONDS } from '@store/domain';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type CodeKind, readCode } from '../account/authenticator-code';
import { AuthenticatorCodeField } from '../account/authenticator-code-field';
import { PasswordField } from '../account/password-field';
import { ApiError } from '../api/api-error';
import { confirmPasswordOnServer, twoFactorEnabled } from '../api/password-confirmation-api';
import { check, clearErrorsOnChange, showFieldIssue, showServerIssues, useIssuesFollowLanguage } from '../components/form-issues';
import { useNotify } from '../components/use-notify';
import { localDigits } from '../i18n/digits';
import { useTranslation } from '../i18n/use-translation';
import { registerPasswordConfirmer } from './app-bridge';

type Values = { password?: string } & Partial<Record<CodeKind, string>>;

/**
 * The password prompt of power changes ("sudo mode"): any call the server refuses with
 * `security.error.confirmpassword` opens it (through the API client), and the call is sent again
 * once the password is confirmed. While two-factor is on it also offers the code field (the
 * authenticator's code or a recovery code). Cancel gives the change up. Mounted by each Ant Design scope (app/antd-scope.tsx).
 */
export function PasswordConfirmation() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  useIssuesFollowLanguage(form);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const [kind, setKind] = useState<CodeKind>('pinCode');
  // How the waiting calls learn the outcome.
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(
    () =>
      registerPasswordConfirmer(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    twoFactorEnabled(abort.signal).then(setWithCode, () => setWithCode(false));
    return () => abort.abort();
  }, [open]);

  function finish(confirmed: boolean) {
    setOpen(false);
    form.resetFields();
    setKind('pinCode');
    settle.current?.(confirmed);
    settle.current = null;
  }

  async function submit(values: Values) {
    const password = check(currentPasswordSchema, values.password ?? '');
    // The code is the user's to give: sent when typed, checked here for its shape.
    const typed = (values[kind] ?? '').trim();
    const code = withCode && typed ? readCode(kind, typed) : null;
    if (!password.ok) showFieldIssue(form, 'password', Object.values(password.issues)[0] ?? { code: 'common.error.required' }, t);
    if (code && 'issue' in code) showFieldIssue(form, kind, code.issue, t);
    if (!password.ok || (code && 'issue' in code)) return;
    setBusy(true);
    try {
      await confirmPasswordOnServer(password.data, code ? code.code : null);
      finish(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'security.error.wrongauthenticatorcode') showFieldIssue(form, kind, error, t);
      else if (!showServerIssues(form, error, ['password', kind], t)) notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  const minutes = localDigits(String(RECENT_CONFIRMATION_SECONDS / 60), i18n.language);
  return (
    <Modal
      open={open}
      onCancel={() => finish(false)}
      footer={null}
      title={t('confirm.title')}
      destroyOnHidden
      maskClosable={false}
      className="password-confirmation"
    >
      <Form
        form={form}
        name="confirmpassword"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        onValuesChange={clearErrorsOnChange(form)}
      >
        <Typography.Paragraph>{t('confirm.explain', { minutes })}</Typography.Paragraph>
        <PasswordField autoFocus />
        {withCode ? (
          <>
            <Alert type="info" showIcon title={t('confirm.code.hint')} className="password-confirmation__hint" />
            <AuthenticatorCodeField kind={kind} onKindChange={setKind} autoFocus={false} />
          </>
        ) : null}
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={busy} data-testid="confirm-password-submit">
            {t('confirm.submit')}
          </Button>
          <Button onClick={() => finish(false)} data-testid="confirm-password-cancel">
            {t('common.cancel')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
