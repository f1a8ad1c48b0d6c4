import { Tag } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { TicketRow } from './tickets-api';

/** A ticket's state at a glance: locked, resolved, approved (each independent), or open. */
export function TicketStateTags({ ticket }: { ticket: Pick<TicketRow, 'isLocked' | 'isResolved' | 'isApproved'> }) {
  const { t } = useTranslation();
  const tags = [
    ticket.isLocked ? (
      <Tag key="locked" color="red" data-testid="ticket-tag-locked">
        {t('field.Ticket.isLocked')}
      </Tag>
    ) : null,
    ticket.isResolved ? (
      <Tag key="resolved" color="green" data-testid="ticket-tag-resolved">
        {t('field.Ticket.isResolved')}
      </Tag>
    ) : null,
    ticket.isApproved ? (
      <Tag key="approved" color="blue" data-testid="ticket-tag-approved">
        {t('field.Ticket.isApproved')}
      </Tag>
    ) : null,
  ].filter(Boolean);
  return <span className="ticket-tags">{tags.length > 0 ? tags : <Tag data-testid="ticket-tag-open">{t('ticket.state.open')}</Tag>}</span>;
}
