import { ClockCircleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { EntityDef } from '@store/domain';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { useSearchParams } from 'react-router';
import { resourceApi } from '../../api/resource-api';
import { LinkButton } from '../../components/link-button';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { listPath } from '../entity-paths';

/** The list's filter of the publishing queue: products not approved yet. */
export const PENDING_FILTER = 'isApproved';

/**
 * The products list's "Waiting for approval" (issue 13 item 4): the list filtered to the products
 * customers added that wait for an administrator (`?isApproved=false`), with how many there are;
 * in that view, "All products" leads back. Each product's Approve is on its form.
 */
export function PendingProductsButton({ entity }: { entity: EntityDef }) {
  const { t } = useTranslation();
  const { count: counted } = useFormatters();
  const [search] = useSearchParams();
  // Under the list's own key: an approval (which refreshes the list) refreshes the count too.
  const pending = useQuery({
    queryKey: ['rows', entity.resource, 'pending-count'],
    queryFn: ({ signal }) => resourceApi.list(entity.resource, { [PENDING_FILTER]: 'false', page: 1, pageSize: 1 }, signal),
  });
  if (search.get(PENDING_FILTER) === 'false')
    return (
      <LinkButton to={listPath(entity)} icon={<UnorderedListOutlined />} data-testid="products-all">
        {t('products.pending.all')}
      </LinkButton>
    );
  const count = pending.data?.total ?? 0;
  return (
    <Badge count={count > 0 ? counted(count) : 0} offset={[-4, 0]}>
      <LinkButton to={`${listPath(entity)}?${PENDING_FILTER}=false`} icon={<ClockCircleOutlined />} data-testid="products-pending">
        {t('products.pending.show')}
      </LinkButton>
    </Badge>
  );
}
