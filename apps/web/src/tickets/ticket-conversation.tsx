import { CustomerServiceOutlined, UserOutlined } from '@ant-design/icons';
import { AttachmentLinks } from '../components/file-links';
import { useFormatters } from '../i18n/use-formatters';
import { useTranslation } from '../i18n/use-translation';
import type { TicketPostRow, TicketRow } from './tickets-api';
import './tickets.css';

interface Message {
  key: string;
  text: string;
  attachments: string[];
  fromOwner: boolean;
  at: string;
}

/**
 * A ticket's conversation, oldest first: the first message (the ticket's own) and its posts. The
 * customer's words and the support's are told apart by side and colour, and named from the
 * reader's point of view (`as`: the ticket's owner reads "you", the desk reads "customer").
 */
export function TicketConversation({ ticket, posts, as }: { ticket: TicketRow; posts: readonly TicketPostRow[]; as: 'owner' | 'desk' }) {
  const messages: Message[] = [
    { key: 'first', text: ticket.query, attachments: ticket.attachments, fromOwner: true, at: ticket.createdAt },
    ...posts.map((p) => ({ key: String(p.id), text: p.text, attachments: p.attachments, fromOwner: p.fromOwner, at: p.createdAt })),
  ];
  return (
    <ol className={`ticket-conversation ticket-conversation--${as}`} data-testid="ticket-conversation">
      {messages.map((message) => (
        <MessageItem key={message.key} message={message} as={as} />
      ))}
    </ol>
  );
}

function MessageItem({ message, as }: { message: Message; as: 'owner' | 'desk' }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const who = message.fromOwner ? (as === 'owner' ? 'ticket.post.you' : 'ticket.post.customer') : 'ticket.post.support';
  return (
    <li
      className={`ticket-message ${message.fromOwner ? 'ticket-message--owner' : 'ticket-message--support'}`}
      data-testid={message.fromOwner ? 'ticket-message-owner' : 'ticket-message-support'}
    >
      <div className="ticket-message__head">
        {message.fromOwner ? <UserOutlined aria-hidden /> : <CustomerServiceOutlined aria-hidden />}
        <strong>{t(who)}</strong>
        <time dateTime={message.at}>{dateTime(message.at)}</time>
      </div>
      <p className="ticket-message__text" dir="auto">
        {message.text}
      </p>
      <AttachmentLinks urls={message.attachments} />
    </li>
  );
}
