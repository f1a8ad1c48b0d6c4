import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Skeleton, Typography } from 'antd';
import { plainText } from '../../cms/pages/page-texts';
import type { Texts } from '../../cms/pages/pages-api';
import { LinkButton } from '../../components/link-button';
import { useNotify } from '../../components/use-notify';
import { useTranslation } from '../../i18n/use-translation';
import { MyProductCard } from './my-product-card';
import { MY_PRODUCTS_KEY, myProductsApi, PRODUCT_CHOICES_KEY } from './my-products-api';
import { useCustomerProductRules } from './use-customer-products';
import '../account.css';
import './my-products.css';

export const NEW_PRODUCT_PATH = '/account/mynewproducts';

/**
 * /account/myproducts (spec 000 §2; issue 13 item 4): the products the signed-in customer added,
 * newest first, each with how it stands — waiting for approval, published, or not published — to
 * change or delete. While the store takes no customers' products they can still be read and deleted.
 */
export function MyProductsPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const rules = useCustomerProductRules();
  const products = useQuery({ queryKey: MY_PRODUCTS_KEY, queryFn: ({ signal }) => myProductsApi.list(signal) });
  const choices = useQuery({ queryKey: PRODUCT_CHOICES_KEY, queryFn: ({ signal }) => myProductsApi.choices(signal) });

  if (products.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (products.isError) return <Alert type="error" showIcon title={t('common.error.unexpected')} />;
  const symbols = new Map((choices.data?.coins ?? []).map((coin) => [coin.id, coin.symbol]));

  const confirmDelete = (id: number, name: string) =>
    modal.confirm({
      title: t('products.delete.title'),
      content: t('common.delete.confirm', { name }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await myProductsApi.remove(id);
          notify.deleted();
        } catch (error) {
          notify.error(error, t('common.deleteerror.title'));
        } finally {
          await queryClient.invalidateQueries({ queryKey: MY_PRODUCTS_KEY });
        }
      },
    });

  return (
    <div className="site-page site-container account-page my-products" data-testid="my-products-page">
      <Typography.Title level={1}>{t('route.myProducts')}</Typography.Title>
      <div className="my-products__bar">
        <span className="my-products__count" data-testid="my-products-count">
          {t('products.mine.count', { count: products.data.length })}
        </span>
        {rules.canAdd ? (
          <LinkButton type="primary" to={NEW_PRODUCT_PATH} icon={<PlusOutlined />} data-testid="my-products-add">
            {t('route.myNewProducts')}
          </LinkButton>
        ) : null}
      </div>
      {rules.known && !rules.canAdd ? (
        <Alert
          type="info"
          showIcon
          title={t('product.error.customercannotadd')}
          className="my-products__off"
          data-testid="my-products-off"
        />
      ) : null}
      {products.data.length === 0 ? (
        <p className="my-products__empty" data-testid="my-products-empty">
          {t('products.mine.empty')}
        </p>
      ) : (
        <div className="my-products__list">
          {products.data.map((product) => (
            <MyProductCard
              key={product.id}
              product={product}
              symbol={symbols.get(Number(product.baseCoinId)) ?? ''}
              editable={rules.canAdd}
              onDelete={() => confirmDelete(product.id, plainText(product.name as Texts | null, i18n.language))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
