import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { changeEmailSchema, changeMobileSchema } from '@store/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { type ContactField, changeContact } from '../api/auth-api';
import { check, clearErrorsOnChange, type Schema, showIssues, useIssuesFollowLanguage } from '../components/form-issues';
import { useNotify } from '../components/use-notify';
import { latinDigits } from '../i18n/digits';
import { useTranslation } from '../i18n/use-translation';
import { PasswordField } from './password-field';
import { useStepUpCode } from './step-up-code';

/** The server's schemas, as the form checks them (the value's field name differs). */
const SCHEMAS: Record<ContactField, Schema<unknown>> = { email: changeEmailSchema, mobile: changeMobileSchema };

interface ContactFormProps {
  field: ContactField;
  current: string | null;
  /** Two-factor is on (and this session was not opened with a recovery code a short while ago): a code is asked too. */
  codeRequired: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A new e-mail or mobile (empty removes it) with the current password — and a code while two-factor
 * is on — checked with the server's own schema.
 */
export function ContactForm({ field, current, codeRequired, onSaved, onCancel }: ContactFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  useIssuesFollowLanguage(form);
  const stepUpCode = useStepUpCode(form, codeRequired);
  const [busy, setBusy] = useState(false);
  const email = field === 'email';

  async function submit(values: Record<string, string | undefined>) {
    // A mobile typed in Persian or Arabic digits is stored in Latin ones.
    const value = latinDigits(values[field]?.trim() ?? '');
    const checked = check(SCHEMAS[field], { password: values.password ?? '', [field]: value || null });
    if (!checked.ok) showIssues(form, checked.issues, t);
    const code = stepUpCode.read(values, t);
    if (!checked.ok || code === undefined) return;
    setBusy(true);
    try {
      await changeContact(field, values.password ?? '', value || null, code);
      notify.success(t(`account.contact.${field}`), t('account.contact.saved'));
      onSaved();
    } catch (e) {
      if (!stepUpCode.showRefusal(e, [field, 'password'], t)) notify.error(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      name={`change${field}`}
      layout="vertical"
      requiredMark={false}
      initialValues={{ [field]: current ?? '' }}
      onFinish={(v) => void submit(v)}
      onValuesChange={clearErrorsOnChange(form)}
      className="account-page__form"
      data-testid={`contact-${field}-form`}
    >
      <Form.Item name={field} label={t(`account.contact.new${field}`)} extra={email ? undefined : t('auth.mobile.hint')}>
        <Input
          prefix={email ? <MailOutlined /> : <MobileOutlined />}
          autoComplete={email ? 'email' : 'tel'}
          inputMode={email ? 'email' : 'tel'}
          dir="ltr"
          autoFocus
        />
      </Form.Item>
      <PasswordField />
      {stepUpCode.field}
      <div className="form-actions">
        <Button type="primary" htmlType="submit" loading={busy} data-testid={`contact-${field}-save`}>
          {t('common.save')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </Form>
  );
}
