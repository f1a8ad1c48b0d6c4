import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { AddressCard } from './address-card';
import type { AddressRow } from './address-fields';
import { AddressFormDialog } from './address-form-dialog';
import { ADDRESSES_KEY, deleteAddress, getMyAddresses } from './addresses-api';
import '../account.css';
import './addresses.css';

/** Which form is open: a new address, a change of one, or none. */
type Editing = { address?: AddressRow } | null;

/**
 * /account/addresses (spec 001 §2 "My Addresses"; the path is ours, docs/notes/issue-12-addresses.md):
 * the signed-in user's address book, newest first, each added or changed in one form and deleted
 * after a confirmation. At the installation's maximum "add" is off and the server's reason is shown.
 */
export function AddressesPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const book = useQuery({ queryKey: ADDRESSES_KEY, queryFn: ({ signal }) => getMyAddresses(signal) });
  const [editing, setEditing] = useState<Editing>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });

  if (book.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (book.isError) return <Alert type="error" showIcon title={t('common.error.unexpected')} />;
  const { data: addresses, maximum } = book.data;
  const full = addresses.length >= maximum;

  const confirmDelete = (address: AddressRow) =>
    modal.confirm({
      title: t('addresses.delete.title'),
      content: t('common.delete.confirm', { name: address.title ?? '' }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await deleteAddress(address.id);
          notify.deleted();
        } catch (error) {
          notify.error(error);
        } finally {
          await reload();
        }
      },
    });

  return (
    <div className="site-page site-container account-page addresses" data-testid="addresses-page">
      <Typography.Title level={1}>{t('route.accountAddresses')}</Typography.Title>
      <div className="addresses__bar">
        <span className="addresses__count" data-testid="addresses-count">
          {t('addresses.count', { count: addresses.length, maximum })}
        </span>
        <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setEditing({})} data-testid="address-add">
          {t('addresses.add')}
        </Button>
      </div>
      {full ? (
        <Alert type="info" showIcon title={t('address.error.maximumcount')} className="addresses__full" data-testid="addresses-full" />
      ) : null}
      {addresses.length === 0 ? (
        <p className="addresses__empty" data-testid="addresses-empty">
          {t('addresses.empty')}
        </p>
      ) : (
        <div className="addresses__list">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing({ address })}
              onDelete={() => confirmDelete(address)}
            />
          ))}
        </div>
      )}
      {editing ? <AddressFormDialog address={editing.address} onClose={() => setEditing(null)} onSaved={reload} /> : null}
    </div>
  );
}
