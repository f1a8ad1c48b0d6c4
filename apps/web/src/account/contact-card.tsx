import { ContactsOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { Fragment, useState } from 'react';
import type { AccountSecurity, ContactField } from '../api/auth-api';
import { useTranslation } from '../i18n/use-translation';
import { AccountCard } from './account-card';
import { ContactForm } from './contact-form';
import { stepUpNeedsCode, useRefreshAccountSecurity } from './use-account-security';

const FIELDS: readonly ContactField[] = ['email', 'mobile'];

/** The account's e-mail and mobile, each changed (or removed) with the current password (and a code while two-factor is on). */
export function ContactCard({ security }: { security: AccountSecurity }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccountSecurity();
  const [editing, setEditing] = useState<ContactField | null>(null);
  return (
    <AccountCard icon={<ContactsOutlined />} title={t('account.contact.title')} testId="contact-card">
      <dl className="contact-card__list">
        {FIELDS.map((field) => (
          <Fragment key={field}>
            <dt>{t(`account.contact.${field}`)}</dt>
            <dd className="contact-card__value">
              {security[field] ? (
                <bdi dir="ltr" data-testid={`contact-${field}`}>
                  {security[field]}
                </bdi>
              ) : (
                <Typography.Text type="secondary" data-testid={`contact-${field}`}>
                  {t('account.contact.none')}
                </Typography.Text>
              )}
            </dd>
            <dd>
              {editing === field ? null : (
                <Button type="link" onClick={() => setEditing(field)} data-testid={`contact-${field}-change`}>
                  {t('account.contact.change')}
                </Button>
              )}
            </dd>
            {editing === field ? (
              <dd className="contact-card__form">
                <ContactForm
                  field={field}
                  current={security[field]}
                  codeRequired={stepUpNeedsCode(security)}
                  onCancel={() => setEditing(null)}
                  onSaved={() => {
                    setEditing(null);
                    refresh();
                  }}
                />
              </dd>
            ) : null}
          </Fragment>
        ))}
      </dl>
    </AccountCard>
  );
}
