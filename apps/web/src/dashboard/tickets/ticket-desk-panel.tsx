import { CustomerServiceOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Skeleton, TreeSelect } from 'antd';
import { useState } from 'react';
import type { EntityRow } from '../../api/resource-api';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { ReplyForm } from '../../tickets/reply-form';
import { TicketConversation } from '../../tickets/ticket-conversation';
import { showTicketIssues } from '../../tickets/ticket-issues';
import { TICKET_KEYS, ticketsApi } from '../../tickets/tickets-api';
import { unitOptions } from '../../tickets/unit-tree';

/**
 * The ticket desk, below a ticket's generic form (which keeps the lock, resolve and approve
 * switches): the conversation with its attachments, the administrator's answer and forwarding to
 * another active unit. Reading the ticket here (getTicket) marks it read for the desk, so the
 * form is read again afterwards to show it. The unread mark and the unit are the server's
 * (read-only in the form): saving the form never puts back a mark or a unit that changed meanwhile.
 */
export function TicketDeskPanel({ row }: { row: EntityRow }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = Number(row.id);
  const ticket = useQuery({
    queryKey: TICKET_KEYS.one(id),
    queryFn: async ({ signal }) => {
      const read = await ticketsApi.one(id, signal);
      if (row.readByAdmin !== true) await queryClient.invalidateQueries({ queryKey: ['row', 'Tickets'] });
      return read;
    },
  });
  const posts = useQuery({ queryKey: TICKET_KEYS.posts(id), queryFn: ({ signal }) => ticketsApi.posts(id, signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['tickets'] });
  // Forwarding changes the row the form above shows (its unit, perhaps its category): it is read again.
  // An answer does not (it leaves the ticket read), so the form keeps what the administrator is changing.
  const forwarded = async () => {
    await refresh();
    await queryClient.invalidateQueries({ queryKey: ['row', 'Tickets'] });
  };
  return (
    <Card
      className="entity-form ticket-desk"
      title={
        <span>
          <CustomerServiceOutlined /> {t('ticket.desk.title')}
        </span>
      }
      data-testid="ticket-desk"
    >
      {ticket.isPending || posts.isPending ? <Skeleton active /> : null}
      {ticket.isError || posts.isError ? <Alert type="error" showIcon title={t('common.error.unexpected')} /> : null}
      {ticket.data && posts.data ? <TicketConversation ticket={ticket.data} posts={posts.data} as="desk" /> : null}
      {ticket.data?.isLocked ? (
        <Alert className="ticket-desk__locked" type="warning" showIcon title={t('ticket.error.locked')} data-testid="ticket-locked" />
      ) : ticket.data ? (
        <ReplyForm ticketId={id} onSent={refresh} label={t('ticket.desk.answer')} />
      ) : null}
      {ticket.data ? <ForwardForm ticketId={id} unitId={ticket.data.unitId} onForwarded={forwarded} /> : null}
    </Card>
  );
}

function ForwardForm({ ticketId, unitId, onForwarded }: { ticketId: number; unitId: number; onForwarded: () => Promise<void> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<{ unitId: number }>();
  const [sending, setSending] = useState(false);
  const units = useQuery({ queryKey: TICKET_KEYS.units, queryFn: ({ signal }) => ticketsApi.units(signal) });
  const send = async ({ unitId: to }: { unitId: number }) => {
    setSending(true);
    try {
      await ticketsApi.forward({ ticketId, unitId: to });
      notify.success(t('ticket.desk.forwarded'));
      form.resetFields();
      await onForwarded();
    } catch (error) {
      if (!showTicketIssues(form, error, ['unitId'], t)) notify.error(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Form
      form={form}
      name="ticket_forward"
      layout="vertical"
      className="ticket-desk__forward"
      data-testid="ticket-forward"
      onFinish={(values) => void send(values)}
    >
      <Form.Item name="unitId" label={t('ticket.desk.forward')} rules={[{ required: true, message: t('common.error.required') }]}>
        <TreeSelect
          treeData={unitOptions(units.data ?? [], unitId)}
          treeDefaultExpandAll
          loading={units.isPending}
          data-testid="ticket-forward-unit"
        />
      </Form.Item>
      <Button htmlType="submit" loading={sending} data-testid="ticket-forward-send">
        {t('ticket.desk.forward.send')}
      </Button>
    </Form>
  );
}
