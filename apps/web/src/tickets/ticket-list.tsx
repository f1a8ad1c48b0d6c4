import { useQuery } from '@tanstack/react-query';
import { Alert, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Isolate } from '../i18n/ltr';
import { useFormatters } from '../i18n/use-formatters';
import { useTranslation } from '../i18n/use-translation';
import { ticketPath } from './ticket-paths';
import { TicketStateTags } from './ticket-state-tags';
import { TICKET_KEYS, type TicketRow, ticketsApi, unitTitles } from './tickets-api';

/** The customer's tickets, newest first, or those whose title holds what they searched for. */
export function TicketList() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const searching = q.trim() !== '';
  const mine = useQuery({ queryKey: TICKET_KEYS.mine, queryFn: ({ signal }) => ticketsApi.mine(signal), enabled: !searching });
  const found = useQuery({
    queryKey: TICKET_KEYS.search(q.trim()),
    queryFn: ({ signal }) => ticketsApi.search(q.trim(), signal),
    enabled: searching,
  });
  const units = useQuery({ queryKey: TICKET_KEYS.units, queryFn: ({ signal }) => ticketsApi.units(signal) });
  const shown = searching ? found : mine;
  const titles = unitTitles(units.data);
  return (
    <>
      <Input.Search
        allowClear
        className="tickets-search"
        placeholder={t('ticket.search.placeholder')}
        aria-label={t('ticket.search.placeholder')}
        onSearch={(text) => setQ(text)}
        data-testid="tickets-search"
      />
      {shown.isError ? <Alert type="error" showIcon title={t('common.error.unexpected')} /> : null}
      <List<TicketRow>
        className="tickets-list"
        loading={shown.isPending}
        dataSource={shown.data ?? []}
        locale={{ emptyText: t(searching ? 'ticket.search.empty' : 'ticket.list.empty') }}
        data-testid="tickets-list"
        renderItem={(ticket) => <TicketItem ticket={ticket} unit={titles.get(ticket.unitId)} />}
      />
    </>
  );
}

function TicketItem({ ticket, unit }: { ticket: TicketRow; unit: string | undefined }) {
  const { t } = useTranslation();
  const { date, digits } = useFormatters();
  return (
    <List.Item data-testid={`ticket-${ticket.id}`}>
      <div className="tickets-list__item">
        <Link to={ticketPath(ticket.id)} className="tickets-list__title">
          <Isolate text={ticket.title} />
        </Link>
        <Typography.Text type="secondary" className="tickets-list__meta">
          <span>{t('ticket.number', { id: digits(ticket.id) })}</span>
          <time dateTime={ticket.createdAt}>{date(ticket.createdAt)}</time>
          {unit ? <Isolate text={unit} /> : null}
        </Typography.Text>
        <TicketStateTags ticket={ticket} />
      </div>
    </List.Item>
  );
}
