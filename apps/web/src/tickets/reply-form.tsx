import { TicketPost } from '@store/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { AttachmentPicker } from '../components/attachment-picker';
import { clearErrorsOnChange, useIssuesFollowLanguage } from '../components/form-issues';
import { useNotify } from '../components/use-notify';
import { useTranslation } from '../i18n/use-translation';
import { showTicketIssues } from './ticket-issues';
import { ticketsApi } from './tickets-api';

interface ReplyValues {
  text: string;
  attachments: string[];
}

const FIELDS = ['text', 'attachments'] as const;
const TEXT_MAX = Number(TicketPost.fields.text.max);

/**
 * A new message in a ticket's conversation, with attachments: the owner's reply or the desk's
 * answer (the same call). Refusals land under their fields; a ticket locked meanwhile is said as
 * a toast (409 `ticket.error.locked`), and `onSent` refreshes what the screen shows.
 */
export function ReplyForm({ ticketId, onSent, label }: { ticketId: number; onSent: () => Promise<void>; label: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<ReplyValues>();
  useIssuesFollowLanguage(form);
  const [sending, setSending] = useState(false);
  const required = { required: true, whitespace: true, message: t('common.error.required') };

  const send = async (values: ReplyValues) => {
    setSending(true);
    try {
      await ticketsApi.reply({ ticketId, text: values.text, attachments: values.attachments ?? [] });
      form.resetFields();
      notify.success(t('ticket.reply.sent'));
    } catch (error) {
      if (!showTicketIssues(form, error, FIELDS, t)) notify.error(error);
    } finally {
      setSending(false);
      await onSent();
    }
  };

  return (
    <Form<ReplyValues>
      form={form}
      name="ticket_reply"
      layout="vertical"
      className="ticket-form ticket-reply"
      data-testid="ticket-reply"
      initialValues={{ attachments: [] }}
      onValuesChange={clearErrorsOnChange(form)}
      onFinish={(values) => void send(values)}
    >
      <Form.Item name="text" label={label} rules={[required]}>
        <Input.TextArea rows={4} maxLength={TEXT_MAX} dir="auto" />
      </Form.Item>
      <Form.Item name="attachments" label={t('field.TicketPost.attachments')}>
        <AttachmentPicker testId="ticket-reply-attach" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending} data-testid="ticket-reply-send">
        {t('ticket.reply.send')}
      </Button>
    </Form>
  );
}
