import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { signIn } from '../../api/auth-api';
import { useCompleteSignIn } from '../../auth/use-complete-sign-in';
import { latinDigits } from '../../i18n/digits';
import { isRtl } from '../../i18n/i18n-setup';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { errorText, type FieldError, serverFieldErrors } from './form-errors';

export interface Credentials {
  username: string;
  password: string;
}

type CodeKind = 'pinCode' | 'recoveryCode';

interface StepProps {
  credentials: Credentials;
  /** Back to user name and password, with the reason when the credentials no longer sign in. */
  onBack: (message?: string) => void;
}

/**
 * Second step of signing in: the user name and password again, with the app's six digits (typed in
 * any script: Persian and Arabic digits become Latin ones) or a recovery code. The server judges the code.
 */
export function TwoFactorStep({ credentials, onBack }: StepProps) {
  const { t, i18n } = useTranslation();
  const complete = useCompleteSignIn();
  const [kind, setKind] = useState<CodeKind>('pinCode');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<FieldError | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pin = kind === 'pinCode';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = latinDigits(code).trim();
    if (!value) return setCodeError({ code: 'common.error.required' });
    setBusy(true);
    setError(null);
    try {
      complete(await signIn({ ...credentials, [kind]: value }));
    } catch (e) {
      const field = serverFieldErrors(e, [kind])[kind];
      if (field) setCodeError(field);
      else if (e instanceof ApiError && e.code === 'security.error.wrongauthenticatorcode')
        setCodeError({ code: e.code, message: e.message });
      else if (e instanceof ApiError && e.code === 'security.error.authfailed') onBack(e.message);
      else setError(e instanceof Error && e.message ? e.message : t('common.error.unexpected'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="twofactor-form">
      <h2 className="auth-card__title">{t('auth.twofactor.title')}</h2>
      <p className="auth-card__subtitle">
        {t(pin ? 'auth.twofactor.prompt' : 'auth.twofactor.recoveryprompt', { username: `\u2066${credentials.username}\u2069` })}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <TextField
        key={kind}
        id={`twofactor_${kind}`}
        name={kind}
        label={t(pin ? 'auth.twofactor.code' : 'auth.twofactor.recoverycode')}
        icon={pin ? 'phone' : 'key'}
        className="code-input"
        dir="ltr"
        autoFocus
        autoComplete={pin ? 'one-time-code' : 'off'}
        inputMode={pin ? 'numeric' : 'text'}
        maxLength={pin ? 6 : 11}
        placeholder={pin ? '000000' : 'xxxxx-xxxxx'}
        data-testid="code-input"
        value={code}
        error={errorText(codeError, t)}
        onChange={(e) => {
          setCode(e.target.value);
          setCodeError(undefined);
        }}
      />
      <button
        type="button"
        className="link-button"
        data-testid="code-kind-switch"
        onClick={() => {
          setKind(pin ? 'recoveryCode' : 'pinCode');
          setCode('');
          setCodeError(undefined);
          setError(null);
        }}
      >
        {t(pin ? 'auth.twofactor.userecovery' : 'auth.twofactor.useapp')}
      </button>
      <Button type="submit" variant="primary" block size="large" loading={busy} data-testid="twofactor-submit">
        {t('auth.twofactor.verify')}
      </Button>
      <Button
        variant="text"
        block
        icon="arrowStart"
        className={isRtl(i18n.language) ? 'auth-card__back flip' : 'auth-card__back'}
        onClick={() => onBack()}
      >
        {t('auth.twofactor.back')}
      </Button>
    </form>
  );
}
