import { FORGOT_PASSWORD_PATH } from '@store/domain/public';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { signIn } from '../../api/auth-api';
import { useCompleteSignIn } from '../../auth/use-complete-sign-in';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button, LinkButton } from '../../ui/button';
import { TextField } from '../../ui/field';
import { errorText, type FieldErrors } from './form-errors';
import { type Credentials, TwoFactorStep } from './two-factor-step';

/**
 * User name and password → POST /api/Authentication/signin; the answer is the stored auth record.
 * An account with two-factor on is answered `security.error.twofactorrequired`: then the code step.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [twoFactor, setTwoFactor] = useState<Credentials | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const credentials = { username: username.trim(), password };
    const missing: FieldErrors = {};
    if (!credentials.username) missing.username = { code: 'common.error.required' };
    if (!credentials.password) missing.password = { code: 'common.error.required' };
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      complete(await signIn(credentials));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'security.error.twofactorrequired') setTwoFactor(credentials);
      else setError(e instanceof Error && e.message ? e.message : t('common.error.unexpected'));
    } finally {
      setBusy(false);
    }
  }

  if (twoFactor)
    return (
      <TwoFactorStep
        credentials={twoFactor}
        onBack={(message) => {
          setTwoFactor(null);
          setError(message ?? null);
        }}
      />
    );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="signin-form">
      <h2 className="auth-card__title">{t('auth.signin.title')}</h2>
      <p className="auth-card__subtitle">{t('auth.signin.subtitle')}</p>
      {error ? <Alert testId="signin-error">{error}</Alert> : null}
      <TextField
        id="signin_username"
        name="username"
        label={t('auth.username')}
        icon="user"
        autoComplete="username"
        dir="ltr"
        required
        value={username}
        error={errorText(fieldErrors.username, t)}
        onChange={(e) => {
          setUsername(e.target.value);
          setFieldErrors((f) => ({ ...f, username: undefined }));
        }}
      />
      <TextField
        id="signin_password"
        name="password"
        type="password"
        label={t('auth.password')}
        icon="lock"
        autoComplete="current-password"
        dir="ltr"
        required
        value={password}
        error={errorText(fieldErrors.password, t)}
        onChange={(e) => {
          setPassword(e.target.value);
          setFieldErrors((f) => ({ ...f, password: undefined }));
        }}
      />
      <Button type="submit" variant="primary" block size="large" loading={busy} data-testid="signin-submit">
        {t('auth.signin')}
      </Button>
      <LinkButton to={FORGOT_PASSWORD_PATH} variant="text" block className="auth-card__back" data-testid="forgot-password-link">
        {t('passwordreset.forgot')}
      </LinkButton>
    </form>
  );
}
