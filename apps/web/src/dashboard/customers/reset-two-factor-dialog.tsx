import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { customerSecurityApi } from '../../api/customer-security-api';
import { clearErrorsOnChange, showFieldIssue, showServerIssues, useIssuesFollowLanguage } from '../../components/form-issues';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';

interface Props {
  customerId: number;
  username: string;
  open: boolean;
  onClose: () => void;
  onReset: () => void;
}

/** Asks the administrator's own password before a user's two-factor sign-in is reset; a wrong one is shown under the field. */
export function ResetTwoFactorDialog({ customerId, username, open, onClose, onReset }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<{ password?: string }>();
  useIssuesFollowLanguage(form);
  const [busy, setBusy] = useState(false);

  async function submit({ password = '' }: { password?: string }) {
    if (password === '') return showFieldIssue(form, 'password', { code: 'security.error.passwordempty' }, t);
    setBusy(true);
    try {
      await customerSecurityApi.resetTwoFactor(customerId, password);
      form.resetFields();
      notify.success(t('customer.security.reset.done.title'), t('customer.security.reset.done'));
      onReset();
    } catch (error) {
      if (!(error instanceof ApiError) || showServerIssues(form, error, ['password'], t) === 0) notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    form.resetFields();
    onClose();
  };
  return (
    <Modal open={open} onCancel={close} footer={null} title={t('customer.security.reset.title')} destroyOnHidden>
      <Form
        form={form}
        name="resettwofactor"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        onValuesChange={clearErrorsOnChange(form)}
      >
        <Typography.Paragraph>
          <bdi dir="ltr" className="customer-security__username">
            {username}
          </bdi>
        </Typography.Paragraph>
        <Typography.Paragraph>{t('customer.security.reset.explain')}</Typography.Paragraph>
        <Form.Item name="password" label={t('customer.security.reset.password')}>
          <Input.Password autoComplete="current-password" autoFocus dir="ltr" />
        </Form.Item>
        <div className="entity-form__actions">
          <Button danger type="primary" htmlType="submit" loading={busy} data-testid="reset-confirm">
            {t('customer.security.reset.confirm')}
          </Button>
          <Button onClick={close} data-testid="reset-cancel">
            {t('common.cancel')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
