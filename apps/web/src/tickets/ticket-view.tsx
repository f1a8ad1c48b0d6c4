import { ArrowLeftOutlined, ArrowRightOutlined, LockOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '../api/api-error';
import { LinkButton } from '../components/link-button';
import { isRtl } from '../i18n/i18n-setup';
import { Isolate } from '../i18n/ltr';
import { useFormatters } from '../i18n/use-formatters';
import { useTranslation } from '../i18n/use-translation';
import { ReplyForm } from './reply-form';
import { TicketConversation } from './ticket-conversation';
import { TICKETS_PATH } from './ticket-paths';
import { TicketStateTags } from './ticket-state-tags';
import { TICKET_KEYS, type TicketRow, ticketsApi, unitTitles } from './tickets-api';

/**
 * One of the customer's tickets: its header (number, unit, category, priority, state), the
 * conversation and a reply box — none on a locked ticket, which says so. Someone else's ticket is
 * the server's 404, shown as "not found" like a missing one.
 */
export function TicketView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ticket = useQuery({ queryKey: TICKET_KEYS.one(id), queryFn: ({ signal }) => ticketsApi.one(id, signal) });
  // Reading the ticket marked its answers read: the list shows it so when it is next drawn.
  const readAt = ticket.dataUpdatedAt;
  useEffect(() => {
    if (readAt > 0) void queryClient.invalidateQueries({ queryKey: TICKET_KEYS.mine });
  }, [readAt, queryClient]);
  const posts = useQuery({
    queryKey: TICKET_KEYS.posts(id),
    queryFn: ({ signal }) => ticketsApi.posts(id, signal),
    enabled: ticket.isSuccess,
  });
  const BackIcon = isRtl(i18n.language) ? ArrowRightOutlined : ArrowLeftOutlined;
  const back = (
    <LinkButton to={TICKETS_PATH} icon={<BackIcon />} data-testid="ticket-back">
      {t('ticket.back')}
    </LinkButton>
  );
  if (ticket.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (ticket.error instanceof ApiError && ticket.error.status === 404)
    return <Result status="404" title={t('ticket.notfound')} extra={back} data-testid="ticket-notfound" />;
  if (ticket.isError) return <Alert type="error" showIcon title={t('common.error.unexpected')} />;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['tickets'] });
  };
  const row = ticket.data;
  return (
    <div data-testid="ticket-view">
      {back}
      <Typography.Title level={1} className="ticket-view__title">
        <Isolate text={row.title} />
      </Typography.Title>
      <TicketHeader ticket={row} />
      <Card className="account-page__card" title={t('ticket.conversation')}>
        {posts.isPending ? <Skeleton active /> : <TicketConversation ticket={row} posts={posts.data ?? []} as="owner" />}
      </Card>
      {row.isLocked ? (
        <Alert type="warning" showIcon icon={<LockOutlined />} title={t('ticket.error.locked')} data-testid="ticket-locked" />
      ) : (
        <Card className="account-page__card" title={t('ticket.reply.title')}>
          <ReplyForm ticketId={row.id} onSent={refresh} label={t('field.TicketPost.text')} />
        </Card>
      )}
    </div>
  );
}

/** Number, date, unit, category, priority and state; titles the customer may read (active units, categories, priorities). */
function TicketHeader({ ticket }: { ticket: TicketRow }) {
  const { t } = useTranslation();
  const { dateTime, digits } = useFormatters();
  const units = useQuery({ queryKey: TICKET_KEYS.units, queryFn: ({ signal }) => ticketsApi.units(signal) });
  const categories = useQuery({
    queryKey: TICKET_KEYS.categories(ticket.unitId),
    queryFn: ({ signal }) => ticketsApi.categories(ticket.unitId, signal),
  });
  const priorities = useQuery({ queryKey: TICKET_KEYS.priorities, queryFn: ({ signal }) => ticketsApi.priorities(signal) });
  const unit = unitTitles(units.data).get(ticket.unitId);
  const category = categories.data?.find((c) => c.id === ticket.categoryId)?.title;
  const priority = priorities.data?.find((p) => p.id === ticket.priorityId)?.title;
  const text = (value: string | undefined) => (value ? <Isolate text={value} /> : '—');
  return (
    <Descriptions
      className="ticket-header"
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      data-testid="ticket-header"
      items={[
        { key: 'id', label: t('ticket.header.number'), children: digits(ticket.id) },
        { key: 'at', label: t('ticket.header.opened'), children: <time dateTime={ticket.createdAt}>{dateTime(ticket.createdAt)}</time> },
        { key: 'unit', label: t('field.Ticket.unitId'), children: <span data-testid="ticket-unit-title">{text(unit)}</span> },
        { key: 'category', label: t('field.Ticket.categoryId'), children: text(category) },
        { key: 'priority', label: t('field.Ticket.priorityId'), children: text(priority) },
        { key: 'state', label: t('ticket.header.state'), children: <TicketStateTags ticket={ticket} /> },
      ]}
    />
  );
}
