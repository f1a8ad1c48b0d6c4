import { MIN_PASSWORD_LENGTH } from '@store/domain/public';
import { type FormEvent, useState } from 'react';
import { type RegisterBody, register } from '../../api/auth-api';
import { useCompleteSignIn } from '../../auth/use-complete-sign-in';
import { latinDigits } from '../../i18n/digits';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { errorText, type FieldErrors, serverFieldErrors } from './form-errors';

const FIELDS = ['username', 'password', 'confirmPassword', 'email', 'mobile', 'firstName', 'lastName'] as const;
type Name = (typeof FIELDS)[number];
const OPTIONAL = new Set<Name>(['email', 'mobile', 'firstName', 'lastName']);

/** The request body: optional fields left empty are not sent; a mobile typed in Persian or Arabic digits goes in Latin ones. */
function bodyOf(values: Partial<Record<Name, string>>): RegisterBody {
  const body: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = name === 'mobile' ? latinDigits(values[name] ?? '') : (values[name] ?? '');
    if (!OPTIONAL.has(name) || value.trim()) body[name] = value;
  }
  return body as unknown as RegisterBody;
}

/**
 * Registration → POST /api/Authentication/register, judged first with the domain's register schema
 * (the server's own, loaded on the first submit); what the server still refuses (a taken name)
 * lands under its field too. The new account is signed in at once.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const complete = useCompleteSignIn();
  const [values, setValues] = useState<Partial<Record<Name, string>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const missing: FieldErrors = {};
    const form = e.currentTarget;
    setBusy(true);
    try {
      // The server's own rules (the domain's register schema) judge the form before anything is
      // sent; they load with the first submit, so a visitor's page never carries them.
      const domain = await import('@store/domain').catch(() => null);
      if (!domain) {
        setError(t('common.error.network'));
        return;
      }
      const { registerSchema, fieldIssues } = domain;
      const parsed = registerSchema.safeParse(bodyOf(values));
      if (!parsed.success) {
        const issues = fieldIssues(parsed.error.issues);
        for (const name of FIELDS) if (issues[name]) missing[name] = { code: issues[name].code, params: issues[name].params };
        setErrors(missing);
        focusFirst(form, missing);
        return;
      }
      complete(await register(parsed.data));
    } catch (err) {
      const fields = serverFieldErrors(err, FIELDS);
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirst(form, fields);
      else setError(err instanceof Error && err.message ? err.message : t('common.error.unexpected'));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Name, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`register_${name}`}
      name={name}
      label={label}
      value={values[name] ?? ''}
      error={errorText(errors[name], t)}
      optionalText={OPTIONAL.has(name) ? t('auth.optional') : undefined}
      required={!OPTIONAL.has(name)}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors((f) => ({ ...f, [name]: undefined }));
      }}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="register-form">
      {error ? <Alert>{error}</Alert> : null}
      {field('username', t('auth.username'), { icon: 'user', autoComplete: 'username', dir: 'ltr', hint: t('auth.username.hint') })}
      <div className="field-row">
        {field('password', t('auth.password'), {
          icon: 'lock',
          type: 'password',
          autoComplete: 'new-password',
          dir: 'ltr',
          hint: t('auth.password.hint', { min: MIN_PASSWORD_LENGTH }),
        })}
        {field('confirmPassword', t('auth.confirmPassword'), { icon: 'lock', type: 'password', autoComplete: 'new-password', dir: 'ltr' })}
      </div>
      {field('email', t('auth.email'), { icon: 'mail', type: 'email', autoComplete: 'email', inputMode: 'email', dir: 'ltr' })}
      {field('mobile', t('auth.mobile'), {
        icon: 'phone',
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        dir: 'ltr',
        placeholder: '+989123456789',
        hint: t('auth.mobile.hint'),
      })}
      <div className="field-row">
        {field('firstName', t('auth.firstName'), { autoComplete: 'given-name', dir: 'auto' })}
        {field('lastName', t('auth.lastName'), { autoComplete: 'family-name', dir: 'auto' })}
      </div>
      <Button type="submit" variant="primary" block size="large" loading={busy} data-testid="register-submit">
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}

/** Scrolls to and focuses the first field with an error. */
function focusFirst(form: HTMLFormElement, errors: FieldErrors): void {
  const first = FIELDS.find((name) => errors[name]);
  const input = first ? form.querySelector<HTMLInputElement>(`[name="${first}"]`) : null;
  input?.focus();
  input?.scrollIntoView({ block: 'center' });
}
