import { type FormEvent, useState } from 'react';
import { requestPasswordReset } from '../../api/auth-api';
import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button, LinkButton } from '../../ui/button';
import { TextField } from '../../ui/field';
import { errorText, type FieldErrors, serverFieldErrors } from './form-errors';
import './authentication.css';

/**
 * `/Authentication/ForgotPassword` (issue 14): an e-mail address → a link to set a new password.
 * The answer is the same whether or not an account holds the address, so the screen says "if".
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const store = useStoreInfo();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim()) return setErrors({ email: { code: 'common.error.required' } });
    setBusy(true);
    try {
      setSentMinutes(await requestPasswordReset(email.trim()));
    } catch (failure) {
      const fields = serverFieldErrors(failure, ['email']);
      setErrors(fields);
      if (!fields.email) setError(failure instanceof Error && failure.message ? failure.message : t('common.error.unexpected'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-card" data-testid="forgot-password">
      <h1 className="auth-card__store">{storeLabel(store, t('app.store.fallback'))}</h1>
      <h2 className="auth-card__title">{t('route.forgotPassword')}</h2>
      {sentMinutes !== null ? (
        <Alert kind="info" testId="reset-link-sent">
          {t('passwordreset.request.sent', { minutes: sentMinutes })}
        </Alert>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <p className="auth-card__subtitle">{t('passwordreset.request.intro')}</p>
          {error ? <Alert testId="forgot-password-error">{error}</Alert> : null}
          <TextField
            id="forgot_email"
            name="email"
            type="email"
            label={t('auth.email')}
            icon="mail"
            autoComplete="email"
            dir="ltr"
            required
            value={email}
            error={errorText(errors.email, t)}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors({});
            }}
          />
          <Button type="submit" variant="primary" block size="large" loading={busy} data-testid="forgot-password-submit">
            {t('passwordreset.request.send')}
          </Button>
        </form>
      )}
      <LinkButton to="/Authentication" variant="text" block className="auth-card__back">
        {t('passwordreset.backtosignin')}
      </LinkButton>
    </div>
  );
}
