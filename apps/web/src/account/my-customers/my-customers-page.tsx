import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Customer, serves } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { createPath, listPath, updatePath } from '../../dashboard/entity-paths';
import { Isolate, Ltr } from '../../i18n/ltr';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { getMyCustomers, type MyCustomer } from './my-customers-api';
import '../account.css';
import './my-customers.css';

/**
 * /account/mycustomers (spec 000 §2, administrators only): the customers this administrator created
 * (getMyCustomers, docs/notes/issue-12-customers.md), each linked to its dashboard page. "New
 * customer" leads to the dashboard's Customer Create screen once the customer wizard serves one;
 * until then the list of all customers is offered.
 */
export function MyCustomersPage() {
  const { t } = useTranslation();
  const customers = useQuery({ queryKey: ['my-customers'], queryFn: ({ signal }) => getMyCustomers(signal) });
  if (customers.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (customers.isError) return <Alert type="error" showIcon title={t('common.error.unexpected')} />;
  return (
    <div className="site-page site-container account-page my-customers" data-testid="my-customers-page">
      <Typography.Title level={1}>{t('route.myCustomers')}</Typography.Title>
      <div className="my-customers__bar">
        <p className="my-customers__intro">{t('mycustomers.intro')}</p>
        {serves(Customer, 'create') ? (
          <LinkButton type="primary" icon={<PlusOutlined />} to={createPath(Customer)} data-testid="my-customers-new">
            {t('mycustomers.new')}
          </LinkButton>
        ) : (
          <LinkButton icon={<TeamOutlined />} to={listPath(Customer)} data-testid="my-customers-all">
            {t('mycustomers.all')}
          </LinkButton>
        )}
      </div>
      {customers.data.length === 0 ? (
        <p className="my-customers__empty" data-testid="my-customers-empty">
          {t('mycustomers.empty')}
        </p>
      ) : (
        <div className="my-customers__list">
          {customers.data.map((customer) => (
            <CustomerCard key={customer.id} customer={customer} />
          ))}
        </div>
      )}
    </div>
  );
}

/** One customer: name, how they sign in and are reached (left to right), national code, when created (Jalali in Persian). */
function CustomerCard({ customer }: { customer: MyCustomer }) {
  const { t } = useTranslation();
  const { date, digits } = useFormatters();
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const line = (label: string, value: ReactNode) => (
    <div className="my-customers__line">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Card
      size="small"
      className="my-customers__card"
      data-testid={`my-customer-${customer.id}`}
      title={name ? <Isolate text={name} /> : <Ltr>{customer.username}</Ltr>}
    >
      <dl className="my-customers__lines">
        {line(t('field.Customer.username'), <Ltr>{customer.username}</Ltr>)}
        {line(t('field.Customer.email'), customer.email ? <Ltr>{customer.email}</Ltr> : '—')}
        {line(t('field.Customer.mobile'), customer.mobile ? <Ltr>{digits(customer.mobile)}</Ltr> : '—')}
        {line(t('field.Customer.nationalCode'), customer.nationalCode ? <Ltr>{digits(customer.nationalCode)}</Ltr> : '—')}
        {line(t('mycustomers.created'), date(customer.createdAt))}
      </dl>
      <Link to={updatePath(Customer, customer.id)} className="my-customers__open" data-testid="my-customer-open">
        {t('mycustomers.open')}
      </Link>
    </Card>
  );
}
