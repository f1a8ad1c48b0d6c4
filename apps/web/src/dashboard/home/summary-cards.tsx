import { Customer, entityByName, storageLevel, storagePercent, Ticket } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Progress, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { api } from '../../api/api-client';
import { LinkButton } from '../../components/link-button';
import { isolatedByteSize, percentText } from '../../i18n/byte-size';
import { formatDateTime } from '../../i18n/date-text';
import { formatCount } from '../../i18n/number-text';
import { useTranslation } from '../../i18n/use-translation';
import { listPath } from '../entity-paths';
import { STORAGE_COLORS } from '../shell/storage-level';
import { useDailyCounts, useListTotal } from './home-api';
import { TrendChart } from './trend-chart';

/** One card of the summary: a title, a link to the list behind it, and what it says. */
function SummaryCard({ title, to, testId, children }: { title: string; to?: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      title={title}
      data-testid={testId}
      extra={to ? <LinkButton to={to}>{t('home.card.open')}</LinkButton> : null}
      className="home-card"
    >
      {children}
    </Card>
  );
}

/** A count in the reader's digits, kept in its own direction. */
function Count({ value, hint }: { value: number | undefined; hint?: string }) {
  const { i18n } = useTranslation();
  if (value === undefined) return <Skeleton.Input active size="small" />;
  return <Statistic title={hint} formatter={() => <bdi data-testid="home-count">{formatCount(value, i18n.language)}</bdi>} />;
}

/** Open tickets (not resolved), a link to the desk filtered to them, and the tickets opened per day. */
export function OpenTicketsCard() {
  const { t, i18n } = useTranslation();
  const open = useListTotal(Ticket.resource, { isResolved: 'false' });
  const trend = useDailyCounts(Ticket.resource);
  return (
    <SummaryCard title={t('home.card.tickets')} to={`${listPath(Ticket)}?isResolved=false`} testId="home-card-tickets">
      <Count value={open.data} hint={t('home.card.tickets.hint')} />
      {trend.data ? (
        <TrendChart
          days={trend.data}
          title={t('home.card.tickets.trend', { days: formatCount(30, i18n.language) })}
          testId="trend-tickets"
        />
      ) : null}
    </SummaryCard>
  );
}

/** How many customers, and how many registered each day. */
export function CustomersCard() {
  const { t, i18n } = useTranslation();
  const total = useListTotal(Customer.resource);
  const trend = useDailyCounts(Customer.resource);
  return (
    <SummaryCard title={t('home.card.customers')} to={listPath(Customer)} testId="home-card-customers">
      <Count value={total.data} />
      {trend.data ? (
        <TrendChart
          days={trend.data}
          title={t('home.card.customers.trend', { days: formatCount(30, i18n.language) })}
          testId="trend-customers"
        />
      ) : null}
    </SummaryCard>
  );
}

/** The store's files against its maximum, in the storage bar's colour (green, yellow from 70 %, red from 90 %). */
export function StorageCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data } = useQuery({
    queryKey: ['storage-capacity'],
    queryFn: async () => (await api<{ data: { usage: number; maximumcapacity: number } }>('GET', '/api/CMS/getStorageCapacity')).data,
    staleTime: 60_000,
  });
  if (!data)
    return (
      <SummaryCard title={t('home.card.storage')} testId="home-card-storage">
        <Skeleton active />
      </SummaryCard>
    );
  const percent = storagePercent(data.usage, data.maximumcapacity);
  const level = storageLevel(data.usage, data.maximumcapacity);
  return (
    <SummaryCard title={t('home.card.storage')} testId="home-card-storage">
      <div data-level={level} data-testid="home-storage">
        <Progress
          type="dashboard"
          percent={percent}
          status="normal"
          strokeColor={STORAGE_COLORS[level]}
          format={() => percentText(percent, language)}
          size={110}
        />
        <div>
          {t('dashboard.storage.value', {
            used: isolatedByteSize(data.usage, language),
            max: isolatedByteSize(data.maximumcapacity, language),
          })}
        </div>
      </div>
    </SummaryCard>
  );
}

/**
 * The newest complete archive (`Backup`, issue 14 item 4): when it was made, its size, and whether
 * it went to the cloud, with a link to the backups. No card where the entity is not declared.
 */
export function LastBackupCard() {
  const { t, i18n } = useTranslation();
  const backup = entityByName('Backup');
  const last = useQuery({
    queryKey: ['rows', backup?.resource, 'last'],
    queryFn: async ({ signal }) =>
      (
        await api<{ data: { id: number; createdDate: string; sizeBytes: string | null; uploadCloud: boolean }[] }>(
          'GET',
          `/api/${backup?.resource}`,
          { query: { pageSize: 1, sort: '-createdDate', status: 'ok' }, signal },
        )
      ).data[0] ?? null,
    enabled: Boolean(backup),
  });
  if (!backup) return null;
  const made = last.data;
  return (
    <SummaryCard title={t('home.card.backup')} to={listPath(backup)} testId="home-card-backup">
      {last.isPending ? (
        <Skeleton.Input active size="small" />
      ) : made ? (
        <div data-testid="home-last-backup">
          <p>{formatDateTime(made.createdDate, i18n.language)}</p>
          <p>
            {made.sizeBytes ? isolatedByteSize(Number(made.sizeBytes), i18n.language) : null}
            {' · '}
            {t(made.uploadCloud ? 'home.card.backup.cloud' : 'home.card.backup.local')}
          </p>
        </div>
      ) : (
        t('home.card.backup.none')
      )}
    </SummaryCard>
  );
}
