import { MIN_PASSWORD_LENGTH } from '@store/domain/public';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { resetPassword } from '../../api/auth-api';
import { storeLabel } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button, LinkButton } from '../../ui/button';
import { TextField } from '../../ui/field';
import { errorText, type FieldErrors, serverFieldErrors } from './form-errors';
import './authentication.css';

/** The link's token: in the address's fragment (`#token=…`), which the browser sends to no server. */
const tokenOfAddress = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
/** The refusals that mean "this link is spent": the screen offers to ask for a new one. */
const LINK_REFUSALS = ['security.error.resetlinkused', 'security.error.resetlinkexpired', 'security.error.resetlinkinvalid'];

/**
 * `/Authentication/ResetPassword#token=…` (issue 14): a new password and its confirmation, judged
 * with the server's own rules (at least six, the same twice), sent once with the link's token. A
 * used, expired or unknown link is said with its own message and a way to ask for another.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const store = useStoreInfo();
  const [token] = useState(tokenOfAddress);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(token ? null : t('security.error.resetlinkinvalid'));
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing: FieldErrors = {};
    if (values.password.length < MIN_PASSWORD_LENGTH)
      missing.password = { code: 'security.error.passwordshort', params: { min: MIN_PASSWORD_LENGTH } };
    if (values.password !== values.confirmPassword) missing.confirmPassword = { code: 'security.error.passwordmismatch' };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await resetPassword({ token, ...values });
      setDone(true);
    } catch (failure) {
      if (failure instanceof ApiError && LINK_REFUSALS.includes(failure.code ?? '')) setRefusal(failure.message);
      else {
        const fields = serverFieldErrors(failure, ['password', 'confirmPassword']);
        setErrors(fields);
        if (Object.keys(fields).length === 0)
          setRefusal(failure instanceof Error && failure.message ? failure.message : t('common.error.unexpected'));
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (name: 'password' | 'confirmPassword', label: string) => (
    <TextField
      id={`reset_${name}`}
      name={name}
      type="password"
      label={label}
      icon="lock"
      autoComplete="new-password"
      dir="ltr"
      required
      value={values[name]}
      hint={name === 'password' ? t('auth.password.hint', { min: MIN_PASSWORD_LENGTH }) : undefined}
      error={errorText(errors[name], t)}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors((f) => ({ ...f, [name]: undefined }));
      }}
    />
  );

  return (
    <div className="auth-card" data-testid="reset-password">
      <h1 className="auth-card__store">{storeLabel(store, t('app.store.fallback'))}</h1>
      <h2 className="auth-card__title">{t('route.resetPassword')}</h2>
      {done ? (
        <>
          <Alert kind="info" testId="password-reset-done">
            {t('passwordreset.reset.done')}
          </Alert>
          <LinkButton to="/Authentication" variant="primary" block size="large" data-testid="reset-signin">
            {t('auth.signin')}
          </LinkButton>
        </>
      ) : refusal ? (
        <>
          <Alert testId="reset-link-refused">{refusal}</Alert>
          <LinkButton to="/Authentication/ForgotPassword" variant="primary" block data-testid="reset-ask-again">
            {t('passwordreset.askagain')}
          </LinkButton>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <p className="auth-card__subtitle">{t('passwordreset.reset.intro')}</p>
          {field('password', t('passwordreset.newpassword'))}
          {field('confirmPassword', t('passwordreset.confirmpassword'))}
          <Button type="submit" variant="primary" block size="large" loading={busy} data-testid="reset-password-submit">
            {t('passwordreset.reset.save')}
          </Button>
        </form>
      )}
    </div>
  );
}
