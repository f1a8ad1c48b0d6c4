import { SafetyOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { customerSecurityApi, type SecurityEvent } from '../../api/customer-security-api';
import type { EntityRow } from '../../api/resource-api';
import { useAuth } from '../../auth/use-auth';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';

/**
 * On a customer's update page: whether two-factor sign-in is on, the administrator's reset of it
 * (with their own password again), and the user's security events with their times and who made
 * each change when it was not the user.
 */
export function CustomerSecurityPanel({ row }: { row: EntityRow }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const auth = useAuth();
  const [resetting, setResetting] = useState(false);
  const id = row.id;
  const username = String(row.username ?? '');
  const enabled = row.twoFactorEnabled === true;
  // An administrator's own two-factor is changed on their own security page, with a code.
  const own = auth?.username.toLowerCase() === username.toLowerCase();
  const events = useQuery({
    queryKey: ['security-events', id],
    queryFn: ({ signal }) => customerSecurityApi.events(id, signal),
  });

  const afterReset = async () => {
    setResetting(false);
    await queryClient.invalidateQueries({ queryKey: ['row', 'Customers'] });
    await queryClient.invalidateQueries({ queryKey: ['security-events', id] });
  };

  return (
    <Card
      className="entity-form customer-security"
      title={
        <span>
          <SafetyOutlined /> {t('customer.security.title')}
        </span>
      }
      data-testid="customer-security"
    >
      <div className="customer-security__status">
        <Typography.Text strong>{t('customer.security.twofactor')}</Typography.Text>
        <Tag color={enabled ? 'green' : 'default'} data-testid="twofactor-status">
          {t(enabled ? 'customer.security.twofactor.on' : 'customer.security.twofactor.off')}
        </Tag>
        {enabled && !own ? (
          <Button danger onClick={() => setResetting(true)} data-testid="reset-twofactor">
            {t('customer.security.reset')}
          </Button>
        ) : null}
      </div>
      {enabled && own ? <Alert type="info" showIcon message={t('customer.error.resetownaccount')} /> : null}
      <Typography.Title level={2} className="customer-security__events-title">
        {t('customer.security.events')}
      </Typography.Title>
      <List<SecurityEvent>
        size="small"
        loading={events.isPending}
        dataSource={events.data ?? []}
        locale={{ emptyText: t('customer.security.events.empty') }}
        data-testid="security-events"
        renderItem={(event) => <EventItem event={event} />}
      />
      <ResetTwoFactorDialog customerId={id} username={username} open={resetting} onClose={() => setResetting(false)} onReset={afterReset} />
    </Card>
  );
}

/** One event: what happened, when (Jalali with Persian digits in Persian), and by whom. */
function EventItem({ event }: { event: SecurityEvent }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <List.Item data-testid="security-event">
      <List.Item.Meta
        title={t(`customer.event.${event.kind}`)}
        description={
          <span className="customer-security__meta">
            <time dateTime={event.at} dir="ltr">
              {dateTime(event.at)}
            </time>
            <span>
              {t('customer.security.who')}:{' '}
              {event.actor ? (
                <bdi dir="ltr" data-testid="event-actor">
                  {event.actor}
                </bdi>
              ) : (
                t('customer.security.who.self')
              )}
            </span>
          </span>
        }
      />
    </List.Item>
  );
}
