import type { RouteMeta } from '@store/domain';
import { Result, Typography } from 'antd';
import { LinkButton } from '../../components/link-button';
import { useTranslation } from '../../i18n/use-translation';

/**
 * A report of spec 001 §2 whose area (orders, payments, accounting) has not landed: its title and
 * what it will show, and a way back, rather than a blank page or a menu entry that goes nowhere.
 */
export function ReportPendingPage({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="report-title" data-testid="report-pending">
      <Typography.Title level={1} id="report-title">
        {t(meta.title)}
      </Typography.Title>
      <Result
        status="info"
        title={t('report.pending.title')}
        subTitle={t(meta.description)}
        extra={
          <LinkButton to="/dashboard" type="primary">
            {t('report.pending.back')}
          </LinkButton>
        }
      />
    </section>
  );
}
