import { ADMIN_ROLE } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Select, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { resourceApi } from '../../api/resource-api';
import { useTranslation } from '../../i18n/use-translation';
import { accessMatrixApi } from './access-matrix-api';
import { AccessMatrixRows } from './access-matrix-rows';
import { EffectiveRightsPanel } from './effective-rights-panel';
import { useRoleAccesses } from './use-role-accesses';
import './access-matrix.css';

interface RoleRow {
  id: number;
  name: string;
  systemName: string;
  refTitles?: { storeIds?: (string | null)[] };
}

/**
 * The security accesses as a matrix (issue 14 item 3), what the menu's "Security Accesses" opens
 * (`Customers/SecurityAccess/List`): one role at a time (`roleId` in the address), its entities
 * as rows grouped by area, each level saved the moment it is chosen; beside it the effective
 * rights of a chosen user. `administrators` may do everything and is shown as such.
 */
export function AccessMatrixPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roles = useQuery({
    queryKey: ['rows', 'Roles', 'access-matrix'],
    queryFn: async ({ signal }) => (await resourceApi.list('Roles', { pageSize: 100, sort: 'name' }, signal)).data as unknown as RoleRow[],
  });
  const entities = useQuery({ queryKey: ['secured-entities'], queryFn: ({ signal }) => accessMatrixApi.entities(signal) });
  const wanted = Number(params.get('roleId'));
  // The role in the address, else the first that is not all-powerful.
  const role =
    roles.data?.find((r) => r.id === wanted) ?? roles.data?.find((r) => r.systemName.toLowerCase() !== ADMIN_ROLE) ?? roles.data?.[0];
  const allPowerful = role?.systemName.toLowerCase() === ADMIN_ROLE;
  const accesses = useRoleAccesses(role && !allPowerful ? role.id : undefined);
  const stores = (role?.refTitles?.storeIds ?? []).filter(Boolean);
  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('roleId', String(id));
    setParams(next, { replace: true });
  };
  return (
    <section aria-labelledby="access-matrix-title" className="access-matrix-page">
      <Typography.Title level={1} id="access-matrix-title">
        {t('accessmatrix.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('accessmatrix.description')}</Typography.Paragraph>
      <div className="access-matrix-page__role">
        <span id="access-matrix-role-label">{t('accessmatrix.role')}</span>
        <Select<number>
          value={role?.id}
          loading={roles.isPending}
          onChange={choose}
          data-testid="access-matrix-role"
          aria-labelledby="access-matrix-role-label"
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      </div>
      {allPowerful ? <Alert type="warning" showIcon title={t('accessmatrix.administrators')} className="access-matrix-page__note" /> : null}
      {stores.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('accessmatrix.storelimited', { stores: new Intl.ListFormat(i18n.language).format(stores as string[]) })}
          className="access-matrix-page__note"
        />
      ) : null}
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          {entities.data && role && (allPowerful || !accesses.loading) ? (
            <AccessMatrixRows entities={entities.data} rowOf={accesses.rowOf} onChoose={accesses.choose} allPowerful={allPowerful} />
          ) : (
            <Skeleton active />
          )}
        </Col>
        <Col xs={24} xl={10}>
          <EffectiveRightsPanel entities={entities.data ?? []} />
        </Col>
      </Row>
    </section>
  );
}
