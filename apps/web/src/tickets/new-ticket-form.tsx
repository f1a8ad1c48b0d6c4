import { Ticket } from '@store/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AttachmentPicker } from '../components/attachment-picker';
import { clearErrorsOnChange, useIssuesFollowLanguage } from '../components/form-issues';
import { useNotify } from '../components/use-notify';
import { useTranslation } from '../i18n/use-translation';
import { showTicketIssues } from './ticket-issues';
import { ticketPath } from './ticket-paths';
import { type NewTicket, TICKET_KEYS, ticketsApi } from './tickets-api';
import { unitOptions } from './unit-tree';

const FIELDS = ['unitId', 'categoryId', 'priorityId', 'title', 'query', 'attachments'] as const;
const TITLE_MAX = Number(Ticket.fields.title.max);
const QUERY_MAX = Number(Ticket.fields.query.max);

/**
 * Opens a ticket: the unit (the store's active units as a tree), one of its categories, a
 * priority, a title, the first message and attachments. Refusals are shown under their fields in
 * the user's language; once sent, the new ticket opens.
 */
export function NewTicketForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NewTicket>();
  useIssuesFollowLanguage(form);
  const [sending, setSending] = useState(false);
  const unitId = Form.useWatch('unitId', form);
  const units = useQuery({ queryKey: TICKET_KEYS.units, queryFn: ({ signal }) => ticketsApi.units(signal) });
  const priorities = useQuery({ queryKey: TICKET_KEYS.priorities, queryFn: ({ signal }) => ticketsApi.priorities(signal) });
  const categories = useQuery({
    queryKey: TICKET_KEYS.categories(unitId ?? 0),
    queryFn: ({ signal }) => ticketsApi.categories(unitId ?? 0, signal),
    enabled: Boolean(unitId),
  });
  const required = { required: true, message: t('common.error.required') };

  const send = async (values: NewTicket) => {
    setSending(true);
    try {
      const created = await ticketsApi.add({ ...values, attachments: values.attachments ?? [] });
      notify.success(t('ticket.created'));
      await queryClient.invalidateQueries({ queryKey: ['tickets'] });
      await navigate(ticketPath(created.id));
    } catch (error) {
      if (!showTicketIssues(form, error, FIELDS, t)) notify.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<NewTicket>
      form={form}
      name="ticket"
      layout="vertical"
      className="ticket-form"
      data-testid="new-ticket-form"
      initialValues={{ attachments: [] }}
      onValuesChange={(changed: Partial<NewTicket>) => {
        clearErrorsOnChange(form)(changed);
        // A category belongs to one unit: another unit clears it.
        if ('unitId' in changed) form.setFieldValue('categoryId', null);
      }}
      onFinish={(values) => void send(values)}
    >
      <Form.Item name="unitId" label={t('field.Ticket.unitId')} rules={[required]}>
        <TreeSelect
          treeData={unitOptions(units.data ?? [])}
          treeDefaultExpandAll
          loading={units.isPending}
          placeholder={t('ticket.unit.choose')}
          data-testid="ticket-unit"
        />
      </Form.Item>
      <Form.Item name="categoryId" label={t('field.Ticket.categoryId')}>
        <Select
          allowClear
          disabled={!unitId}
          loading={categories.isFetching}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
          data-testid="ticket-category"
        />
      </Form.Item>
      <Form.Item name="priorityId" label={t('field.Ticket.priorityId')}>
        <Select
          allowClear
          loading={priorities.isPending}
          options={(priorities.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
          data-testid="ticket-priority"
        />
      </Form.Item>
      <Form.Item name="title" label={t('field.Ticket.title')} rules={[required, { whitespace: true, message: t('common.error.required') }]}>
        <Input maxLength={TITLE_MAX} dir="auto" />
      </Form.Item>
      <Form.Item name="query" label={t('field.Ticket.query')} rules={[required, { whitespace: true, message: t('common.error.required') }]}>
        <Input.TextArea rows={5} maxLength={QUERY_MAX} dir="auto" />
      </Form.Item>
      <Form.Item name="attachments" label={t('field.Ticket.attachments')}>
        <AttachmentPicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending} data-testid="new-ticket-send">
        {t('ticket.new.send')}
      </Button>
    </Form>
  );
}
