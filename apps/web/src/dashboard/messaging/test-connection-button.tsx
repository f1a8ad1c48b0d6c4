import { ApiOutlined } from '@ant-design/icons';
import { MessagingAccount, testConnectionSchema, writableFields } from '@store/domain';
import { Button, type FormInstance } from 'antd';
import { useState } from 'react';
import { api } from '../../api/api-client';
import { showIssues } from '../../components/form-issues';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { serverIssuesOf } from '../entity/child-issues';
import { type FormValues, prepareFields } from '../entity/form-values';

/** The account form's fields a connection needs (the schema the server checks the test with). */
const CONNECTION = new Set(['host', 'port', 'enableSsl', 'useDefaultCredentials', 'username', 'password']);
const fields = writableFields(MessagingAccount).filter(([name]) => CONNECTION.has(name));

interface Answer {
  ok: boolean;
  code: number | null;
  answer: string;
}

/**
 * "Test connection" (spec 001 §2) beside the account form's Save: the form's values as they are now,
 * saved or not — an empty password on a saved account means its stored one, while its server, port and
 * user name are the saved ones (else the server asks for it under the field) — sent to the server,
 * which connects and signs in. The server's answer is the toast: success, or its code and text.
 */
export function TestConnectionButton({ form, id }: { form: FormInstance<FormValues>; id: string | undefined }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [testing, setTesting] = useState(false);
  const test = async () => {
    const { body, issues } = prepareFields(fields, testConnectionSchema, form.getFieldsValue(true), true);
    if (Object.keys(issues).length > 0) {
      showIssues(form, issues, t);
      return;
    }
    setTesting(true);
    try {
      const payload = { ...body, ...(id ? { accountId: Number(id) } : {}) };
      const { data } = await api<{ data: Answer }>('POST', '/api/MessagingAccounts/testConnection', { body: payload });
      if (data.ok) notify.success(t('messaging.testconnection'), data.answer);
      else notify.error(new Error(data.answer), t('messaging.testconnection'));
    } catch (error) {
      // A saved account's server, port or user name changed: its stored password is not sent there, type it again.
      const issues = serverIssuesOf(error);
      if (Object.keys(issues).length > 0) showIssues(form, issues, t);
      else notify.error(error);
    } finally {
      setTesting(false);
    }
  };
  return (
    <Button icon={<ApiOutlined />} loading={testing} onClick={() => void test()} data-testid="test-connection">
      {t('messaging.testconnection')}
    </Button>
  );
}
