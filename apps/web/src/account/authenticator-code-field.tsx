import { KeyOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { CodeKind } from './authenticator-code';

interface CodeFieldProps {
  kind: CodeKind;
  /** Offers the switch between the app's code and a recovery code when given. */
  onKindChange?: (kind: CodeKind) => void;
  /** Takes the focus when shown (not when another field of the form comes first). */
  autoFocus?: boolean;
}

/**
 * The code input of two-factor screens: six digits of the authenticator app (one-time-code
 * autofill, numeric keyboard) or a `xxxxx-xxxxx` recovery code. Codes read left to right in every language.
 */
export function AuthenticatorCodeField({ kind, onKindChange, autoFocus = true }: CodeFieldProps) {
  const { t } = useTranslation();
  const pin = kind === 'pinCode';
  return (
    <>
      <Form.Item name={kind} label={t(pin ? 'auth.twofactor.code' : 'auth.twofactor.recoverycode')} required>
        <Input
          key={kind}
          size="large"
          dir="ltr"
          className="code-input"
          autoFocus={autoFocus}
          autoComplete={pin ? 'one-time-code' : 'off'}
          inputMode={pin ? 'numeric' : 'text'}
          maxLength={pin ? 6 : 11}
          placeholder={pin ? '000000' : 'xxxxx-xxxxx'}
          prefix={pin ? <MobileOutlined /> : <KeyOutlined />}
          data-testid="code-input"
        />
      </Form.Item>
      {onKindChange ? (
        <Button
          type="link"
          className="code-input__switch"
          onClick={() => onKindChange(pin ? 'recoveryCode' : 'pinCode')}
          data-testid="code-kind-switch"
        >
          {t(pin ? 'auth.twofactor.userecovery' : 'auth.twofactor.useapp')}
        </Button>
      ) : null}
    </>
  );
}
