import { SecurityAccess } from '@store/domain';
import type { EntityRow } from '../../api/resource-api';
import { LinkButton } from '../../components/link-button';
import { useTranslation } from '../../i18n/use-translation';
import { listPath } from '../entity-paths';

/** Below a role's form: its security accesses, opened in the matrix at this role. */
export function RoleAccessLink({ row }: { row: EntityRow }) {
  const { t } = useTranslation();
  return (
    <LinkButton to={`${listPath(SecurityAccess)}?roleId=${row.id}`} data-testid="role-access-matrix">
      {t('accessmatrix.title')}
    </LinkButton>
  );
}
