import { DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Card, Tag } from 'antd';
import type { EntityRow } from '../../api/resource-api';
import { textIn } from '../../cms/pages/page-texts';
import type { Texts } from '../../cms/pages/pages-api';
import { LinkButton } from '../../components/link-button';
import { Isolate } from '../../i18n/ltr';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { addressesOf, type MyProductState, stateOf } from './my-product-rules';

const STATE_COLORS: Readonly<Record<MyProductState, string>> = { pending: 'gold', published: 'green', unpublished: 'default' };

export const editPathOf = (id: number) => `/account/mynewproducts?id=${id}`;

interface Props {
  product: EntityRow;
  /** The coin's symbol the price is in. */
  symbol: string;
  /** False while the store takes no customers' products: it can be read and deleted, not changed. */
  editable: boolean;
  onDelete: () => void;
}

/** One of the customer's products: its first picture, name, price and how it stands (waiting, published, held back). */
export function MyProductCard({ product, symbol, editable, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const { price } = useFormatters();
  const name = textIn(product.name as Texts | null, i18n.language);
  const picture = addressesOf(product.pictures)[0];
  const state = stateOf(product);
  const title = name?.text ?? `#${product.id}`;
  return (
    <Card
      size="small"
      className="my-product"
      data-testid={`my-product-${product.id}`}
      data-state={state}
      title={
        <span lang={name?.lang} dir={name?.dir}>
          {title}
        </span>
      }
      extra={
        <span className="my-product__actions">
          {editable ? (
            <LinkButton
              type="text"
              to={editPathOf(product.id)}
              icon={<EditOutlined />}
              aria-label={`${t('common.edit')}: ${title}`}
              data-testid="my-product-edit"
            />
          ) : null}
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={onDelete}
            aria-label={`${t('common.delete')}: ${title}`}
            data-testid="my-product-delete"
          />
        </span>
      }
    >
      <div className="my-product__body">
        {picture ? (
          <img className="my-product__picture" src={picture} alt="" loading="lazy" />
        ) : (
          <span className="my-product__picture my-product__picture--none" aria-hidden>
            <PictureOutlined />
          </span>
        )}
        <div className="my-product__facts">
          <Tag color={STATE_COLORS[state]} data-testid="my-product-state">
            {t(`products.state.${state}`)}
          </Tag>
          <span className="my-product__price">
            {product.callForPrice ? (
              t('field.Product.callForPrice')
            ) : (
              <>
                {price(String(product.price ?? '0'))} <Isolate text={symbol} />
              </>
            )}
          </span>
        </div>
      </div>
    </Card>
  );
}
