import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Result, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LinkButton } from '../components/link-button';
import { useTranslation } from '../i18n/use-translation';
import { NewTicketForm } from './new-ticket-form';
import { TicketList } from './ticket-list';
import { TICKETS_PATH } from './ticket-paths';
import { TicketView } from './ticket-view';
import '../account/account.css';

/**
 * `/account/tickets/{slug?}` (spec 000 §2, the avatar menu's "tickets"): without a slug the
 * customer's tickets, a search and a new ticket; with one, that ticket (the slug is its id).
 */
export function TicketsPage() {
  const { slug } = useParams();
  const { t } = useTranslation();
  const id = slug && /^\d{1,9}$/.test(slug) ? Number(slug) : null;
  return (
    <div className="site-page site-container account-page tickets-page" data-testid="tickets-page">
      {slug === undefined ? (
        <TicketsHome />
      ) : id === null ? (
        <Result status="404" title={t('ticket.notfound')} extra={<LinkButton to={TICKETS_PATH}>{t('ticket.back')}</LinkButton>} />
      ) : (
        <TicketView key={id} id={id} />
      )}
    </div>
  );
}

function TicketsHome() {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  return (
    <>
      <div className="tickets-page__head">
        <Typography.Title level={1}>{t('route.tickets')}</Typography.Title>
        {writing ? null : (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setWriting(true)} data-testid="new-ticket">
            {t('ticket.new.title')}
          </Button>
        )}
      </div>
      {writing ? (
        <Card
          className="account-page__card"
          title={t('ticket.new.title')}
          extra={<Button onClick={() => setWriting(false)}>{t('common.cancel')}</Button>}
        >
          <NewTicketForm />
        </Card>
      ) : null}
      <Card className="account-page__card" title={t('ticket.list.title')}>
        <TicketList />
      </Card>
    </>
  );
}
