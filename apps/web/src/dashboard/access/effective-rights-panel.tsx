import { f, OPERATIONS, type Scope } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { RefSelect } from '../entity/ref-select';
import { accessMatrixApi, type SecuredEntity } from './access-matrix-api';
import { EFFECTIVE_KEY } from './use-role-accesses';

const customers = f.ref('Customers');

function ScopeTag({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  if (scope === 'none')
    return (
      <>
        <span aria-hidden>—</span>
        <span className="sr-only">{t('accessmatrix.none')}</span>
      </>
    );
  return <Tag color={scope === 'all' ? 'green' : 'blue'}>{t(`accessmatrix.scope.${scope}`)}</Tag>;
}

/**
 * Beside the matrix: what a chosen user may do in this store through all their roles, entity by
 * entity (`getEffectiveAccess`), the entities they reach nothing on left out. The user is kept in
 * the address (`customerId`). On a phone the table scrolls inside its own box.
 */
export function EffectiveRightsPanel({ entities }: { entities: SecuredEntity[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const customerId = Number(params.get('customerId')) || undefined;
  const access = useQuery({
    queryKey: [EFFECTIVE_KEY, customerId],
    queryFn: ({ signal }) => accessMatrixApi.effective(customerId ?? 0, signal),
    enabled: customerId !== undefined,
  });
  const pick = (id: number | number[] | undefined) => {
    const next = new URLSearchParams(params);
    if (typeof id === 'number') next.set('customerId', String(id));
    else next.delete('customerId');
    setParams(next, { replace: true });
  };
  const resourceOf = new Map(entities.map((entity) => [entity.name, entity.resource]));
  const reached = (access.data?.entities ?? []).filter((entity) => OPERATIONS.some((op) => entity.rights[op] !== 'none'));
  return (
    <Card title={t('accessmatrix.effective')} className="effective-rights" data-testid="effective-rights">
      <Typography.Paragraph type="secondary">{t('accessmatrix.effective.hint')}</Typography.Paragraph>
      <RefSelect
        field={customers}
        value={customerId}
        onChange={pick}
        allowClear
        placeholder={t('accessmatrix.effective.pick')}
        aria-label={t('accessmatrix.effective.pick')}
        className="effective-rights__pick"
        data-testid="effective-rights-user"
      />
      {access.data ? (
        <>
          <div className="effective-rights__roles">
            {t('accessmatrix.effective.roles')}:{' '}
            {access.data.roles.map((role) => (
              <Tag key={role.id} color={role.counts ? undefined : 'default'}>
                {role.name}
                {role.counts ? '' : ` (${t('accessmatrix.effective.notcounted')})`}
              </Tag>
            ))}
          </div>
          {access.data.isAdmin ? (
            <Alert type="info" showIcon title={t('accessmatrix.effective.admin')} />
          ) : reached.length === 0 ? (
            <Alert type="info" showIcon title={t('accessmatrix.effective.nothing')} />
          ) : (
            <div className="effective-rights__box">
              <table className="effective-rights__table" data-testid="effective-rights-table">
                <thead>
                  <tr>
                    <th scope="col">{t('accessmatrix.entity')}</th>
                    {OPERATIONS.map((op) => (
                      <th key={op} scope="col">
                        {t(`accessmatrix.op.${op}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {reached.map((entity) => (
                    <tr key={entity.name} data-testid={`effective-${entity.name}`}>
                      <th scope="row">{t(`entity.${resourceOf.get(entity.name) ?? entity.name}`)}</th>
                      {OPERATIONS.map((op) => (
                        <td key={op} data-op={op}>
                          <ScopeTag scope={entity.rights[op]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </Card>
  );
}
