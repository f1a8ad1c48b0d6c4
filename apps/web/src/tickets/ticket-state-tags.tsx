import { Tag } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { TicketRow } from './tickets-api';

/** A ticket's state at a glance: an answer its owner has not read, then locked, resolved, approved (each independent), or open. */
export function TicketStateTags({
  ticket,
}: {
  ticket: Pick<TicketRow, 'isLocked' | 'isResolved' | 'isApproved'> & Partial<Pick<TicketRow, 'readByOwner'>>;
}) {
  const { t } = useTranslation();
  const answer =
    ticket.readByOwner === false ? (
      <Tag key="newanswer" color="gold" data-testid="ticket-tag-newanswer">
        {t('ticket.state.newanswer')}
      </Tag>
    ) : null;
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
  return (
    <span className="ticket-tags">
      {answer}
      {tags.length > 0 ? tags : <Tag data-testid="ticket-tag-open">{t('ticket.state.open')}</Tag>}
    </span>
  );
}
