import { CheckOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/api-error';
import { confirmTwoFactor, type TwoFactorSetup } from '../api/auth-api';
import { clearErrorsOnChange, showFieldIssue, useIssuesFollowLanguage } from '../components/form-issues';
import { useNotify } from '../components/use-notify';
import { useTranslation } from '../i18n/use-translation';
import { readCode } from './authenticator-code';
import { AuthenticatorCodeField } from './authenticator-code-field';

interface SetupProps {
  setup: TwoFactorSetup;
  /** The password given when the set-up started: the confirmation sends it again. */
  password: string;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
  /** The server lost the pending secret (`security.error.twofactornotpending`) or refused the password: start again. */
  onRestart: () => void;
}

/** The key in groups of four, as authenticator apps show it; copying gives the bare key. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Turning two-factor on: scan the QR code (or type the key), then confirm with the app's first code. */
export function TwoFactorSetupForm({ setup, password, onEnabled, onCancel, onRestart }: SetupProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<{ pinCode?: string }>();
  useIssuesFollowLanguage(form);
  const [busy, setBusy] = useState(false);

  async function submit(values: { pinCode?: string }) {
    const read = readCode('pinCode', values.pinCode);
    if ('issue' in read) return showFieldIssue(form, 'pinCode', read.issue, t);
    if (!('pinCode' in read.code)) return;
    setBusy(true);
    try {
      onEnabled(await confirmTwoFactor(password, read.code.pinCode));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'security.error.wrongauthenticatorcode') showFieldIssue(form, 'pinCode', e, t);
      else {
        notify.error(e);
        // The pending secret is gone, or the password changed meanwhile: start again.
        if (e instanceof ApiError && (e.code === 'security.error.twofactornotpending' || e.body.fieldCodes?.password)) onRestart();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Row gutter={[24, 16]} data-testid="twofactor-setup">
      <Col xs={24} md={9} className="twofactor-setup__qr">
        <img src={setup.qrCode} alt={t('account.twofactor.qralt')} width={200} height={200} data-testid="twofactor-qr" />
      </Col>
      <Col xs={24} md={15}>
        <ol className="twofactor-setup__steps">
          <li>{t('account.twofactor.scan')}</li>
          <li>
            {t('account.twofactor.manual')}
            <div>
              <Typography.Text
                code
                copyable={{ text: setup.secret }}
                className="twofactor-setup__secret"
                dir="ltr"
                data-testid="twofactor-secret"
                data-secret={setup.secret}
              >
                {grouped(setup.secret)}
              </Typography.Text>
            </div>
          </li>
          <li>{t('account.twofactor.enter')}</li>
        </ol>
        <Form
          form={form}
          name="twofactorsetup"
          layout="vertical"
          requiredMark={false}
          onFinish={(v) => void submit(v)}
          onValuesChange={clearErrorsOnChange(form)}
        >
          <AuthenticatorCodeField kind="pinCode" />
          <div className="form-actions">
            <Button type="primary" htmlType="submit" icon={<CheckOutlined />} loading={busy} data-testid="twofactor-confirm">
              {t('account.twofactor.confirm')}
            </Button>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
          </div>
        </Form>
      </Col>
    </Row>
  );
}
