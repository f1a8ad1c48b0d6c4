import { ShopOutlined } from '@ant-design/icons';
import { ADMIN_ROLE, rolesAllow } from '@store/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { resourceApi } from '../../api/resource-api';
import { saveStore } from '../../api/store-storage';
import { useStoreInfo } from '../../api/use-store-info';
import { STORE_PREFIX } from '../../app/store-prefix';
import { rolesOf } from '../../auth/auth-storage';
import { useAuth } from '../../auth/use-auth';
import { useTranslation } from '../../i18n/use-translation';

/** Queries that do not depend on the store: kept when it changes. */
const STORE_FREE = new Set(['health']);

/**
 * The store the dashboard works in (administrators only): the stores by name; choosing one keeps
 * it (the `store` header of every call) and loads every screen's data again for it.
 */
export function StoreSwitcher() {
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const info = useStoreInfo();
  const [chosen, setChosen] = useState<number>();
  const current = chosen ?? info?.id;
  const admin = rolesAllow({ roles: [ADMIN_ROLE] }, rolesOf(auth));
  const stores = useQuery({
    queryKey: ['rows', 'Stores', 'switcher'],
    queryFn: ({ signal }) => resourceApi.list('Stores', { page: 1, pageSize: 100, sort: 'name' }, signal),
    enabled: admin,
    staleTime: 60_000,
  });
  if (!admin) return null;
  const rows = stores.data?.data ?? [];
  const choose = (id: number) => {
    const row = rows.find((r) => r.id === id);
    if (!row) return;
    saveStore({ id, name: String(row.name) });
    // Under a store's prefix the address decides the store: the chosen one is the dashboard's
    // without a prefix (a full load, so every call names it from the start).
    if (STORE_PREFIX) {
      window.location.assign('/dashboard');
      return;
    }
    setChosen(id);
    void queryClient.resetQueries({ predicate: (q) => !STORE_FREE.has(String(q.queryKey[0])) });
  };
  return (
    <Select<number>
      className="store-switcher"
      value={rows.some((r) => r.id === current) ? current : undefined}
      placeholder={t('dashboard.store.choose')}
      aria-label={t('dashboard.store.choose')}
      prefix={<ShopOutlined aria-hidden />}
      loading={stores.isPending}
      options={rows.map((r) => ({ value: r.id, label: String(r.name) }))}
      onChange={choose}
      popupMatchSelectWidth={false}
      data-testid="store-switcher"
    />
  );
}
