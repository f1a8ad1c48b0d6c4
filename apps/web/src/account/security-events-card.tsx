import { HistoryOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { SecurityEvent } from '../api/auth-api';
import { useFormatters } from '../i18n/use-formatters';
import { Trans, useTranslation } from '../i18n/use-translation';
import { AccountCard } from './account-card';

/**
 * The account's latest sensitive changes with their times (Jalali with Persian digits in Persian),
 * and the administrator who made one when it was not the owner.
 */
export function SecurityEventsCard({ events }: { events: readonly SecurityEvent[] }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <AccountCard icon={<HistoryOutlined />} title={t('account.events.title')} testId="security-events">
      {events.length === 0 ? (
        <Typography.Text type="secondary">{t('account.events.empty')}</Typography.Text>
      ) : (
        <ol className="security-events">
          {events.map((event) => (
            <li key={event.id} className="security-events__item" data-testid="security-event" data-kind={event.kind}>
              <span className="security-events__kind">{t(`account.event.${event.kind}`)}</span>
              {event.actor ? (
                <span className="security-events__actor">
                  <Trans i18nKey="account.events.by" values={{ name: event.actor }} components={{ name: <bdi dir="ltr" /> }} />
                </span>
              ) : null}
              {/* The wrapper takes the page's direction (its margin pushes the time to the line's end); the time reads left to right. */}
              <span className="security-events__time">
                <time dateTime={event.at} dir="ltr">
                  {dateTime(event.at)}
                </time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </AccountCard>
  );
}
