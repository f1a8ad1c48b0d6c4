import { DeleteOutlined, EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { Customer } from '@store/domain';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EntityRow } from '../../api/resource-api';
import { useTranslation } from '../../i18n/use-translation';
import { listPath, updatePath } from '../entity-paths';
import { CustomerSecurityPanel } from './customer-security-panel';
import { CustomerWizard } from './customer-wizard';
import type { WizardMode } from './customer-wizard-rules';

/** The customers list's "New customer": the wizard in create mode (customers are not created by the generic form). */
export function NewCustomerButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<UserAddOutlined />} onClick={() => setOpen(true)} data-testid="customer-wizard-open">
        {t('customerwizard.title.create')}
      </Button>
      {open ? (
        <CustomerWizard
          mode="create"
          onClose={() => setOpen(false)}
          onDone={(id, mode) => (mode === 'create' ? void navigate(updatePath(Customer, id)) : undefined)}
        />
      ) : null}
    </>
  );
}

/** Below a customer's update form: the wizard in edit and delete mode, then the account's security. */
export function CustomerPanels({ row }: { row: EntityRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<WizardMode | null>(null);
  return (
    <>
      <Card className="entity-form" title={t('customerwizard.panel')}>
        <Space wrap>
          <Button icon={<EditOutlined />} onClick={() => setMode('edit')} data-testid="customer-wizard-edit">
            {t('customerwizard.title.edit')}
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => setMode('delete')} data-testid="customer-wizard-delete-open">
            {t('customerwizard.title.delete')}
          </Button>
        </Space>
      </Card>
      {mode ? (
        <CustomerWizard
          mode={mode}
          customerId={Number(row.id)}
          onClose={() => setMode(null)}
          onDone={(_id, done) => (done === 'delete' ? void navigate(listPath(Customer)) : undefined)}
        />
      ) : null}
      <CustomerSecurityPanel row={row} />
    </>
  );
}
