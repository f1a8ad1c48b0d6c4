import { CheckCircleOutlined, SearchOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { customerWizardApi } from './customer-wizard-api';
import {
  CONTACTS,
  type ContactCheck,
  type ContactKind,
  contactFormat,
  normalContact,
  outcomeOf,
  type WizardMode,
} from './customer-wizard-rules';

const INPUT = { email: { type: 'email', autoComplete: 'off' }, mobile: { type: 'tel', autoComplete: 'off' } } as const;

/**
 * Step 1, the identity check (spec 000 §2, §4, §5): the e-mail and the mobile, each with its own
 * Check button, enabled once the value has its format (said wrong only past 8 characters). A
 * check asks checkCustomer who holds the value: free, this customer's own, or someone else —
 * whom a new customer's wizard offers to edit instead.
 */
export function WizardIdentityStep({
  mode,
  customerId,
  checks,
  onChecked,
  onEditFound,
}: {
  mode: WizardMode;
  customerId: number | null;
  checks: Partial<Record<ContactKind, ContactCheck>>;
  onChecked: (kind: ContactKind, check: ContactCheck) => void;
  onEditFound: (id: number) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = Form.useFormInstance();
  const [checking, setChecking] = useState<ContactKind | null>(null);
  const values = Form.useWatch([], form) as Partial<Record<ContactKind, string>> | undefined;

  const check = async (kind: ContactKind) => {
    const value = normalContact(values?.[kind]);
    setChecking(kind);
    try {
      const found = await customerWizardApi.check(kind === 'email' ? { email: value } : { mobile: value });
      const name = found ? [found.firstName, found.lastName].filter(Boolean).join(' ') || found.username : '';
      onChecked(kind, { value, outcome: outcomeOf(mode, found?.id ?? null, customerId), found: found ? { id: found.id, name } : null });
    } catch (error) {
      notify.error(error);
    } finally {
      setChecking(null);
    }
  };

  return (
    <div className="customer-wizard__identity">
      {CONTACTS.map((kind) => {
        const format = contactFormat(kind, values?.[kind]);
        const result = checks[kind];
        const current = result && result.value === normalContact(values?.[kind]) ? result : undefined;
        return (
          <div key={kind} className="customer-wizard__contact">
            <Form.Item
              label={t(`field.Customer.${kind}`)}
              htmlFor={`customer-wizard_${kind}`}
              validateStatus={format.showError ? 'error' : undefined}
              help={format.showError ? t(kind === 'email' ? 'common.error.email' : 'common.error.mobile') : undefined}
            >
              <Space.Compact block>
                <Form.Item name={kind} noStyle>
                  <Input {...INPUT[kind]} id={`customer-wizard_${kind}`} dir="ltr" disabled={mode === 'delete'} />
                </Form.Item>
                <Button
                  icon={<SearchOutlined />}
                  disabled={!format.valid}
                  loading={checking === kind}
                  onClick={() => void check(kind)}
                  data-testid={`customer-wizard-check-${kind}`}
                >
                  {t('customerwizard.check')}
                </Button>
              </Space.Compact>
            </Form.Item>
            {current ? <CheckResult mode={mode} check={current} onEditFound={onEditFound} /> : null}
          </div>
        );
      })}
    </div>
  );
}

/** What a check found, said for the mode. */
function CheckResult({ mode, check, onEditFound }: { mode: WizardMode; check: ContactCheck; onEditFound: (id: number) => void }) {
  const { t } = useTranslation();
  // A name may be Persian or Latin: isolated, in its own direction.
  const name = check.found ? <bdi>{check.found.name}</bdi> : null;
  if (check.outcome === 'free' && mode === 'delete')
    return (
      <Alert type="warning" showIcon icon={<WarningOutlined />} title={t('customerwizard.notfound')} data-testid="customer-wizard-result" />
    );
  if (check.outcome === 'free')
    return (
      <Alert type="success" showIcon icon={<CheckCircleOutlined />} title={t('customerwizard.free')} data-testid="customer-wizard-result" />
    );
  if (check.outcome === 'self')
    return (
      <Alert type="success" showIcon icon={<CheckCircleOutlined />} title={t('customerwizard.self')} data-testid="customer-wizard-result" />
    );
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="customer-wizard-result"
      title={
        <>
          {t('customerwizard.taken')} {name}
        </>
      }
      action={
        mode === 'create' && check.found ? (
          <Button size="small" onClick={() => check.found && onEditFound(check.found.id)} data-testid="customer-wizard-edit-found">
            {t('customerwizard.editfound')}
          </Button>
        ) : undefined
      }
    />
  );
}
