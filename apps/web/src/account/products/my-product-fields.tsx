import { PRODUCT_PICTURES_DIRECTORY, Product } from '@store/domain';
import { Collapse, Form, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { plainText } from '../../cms/pages/page-texts';
import { AttachmentPicker } from '../../components/attachment-picker';
import { EntityFieldControl } from '../../dashboard/entity/entity-field-control';
import { useTranslation } from '../../i18n/use-translation';
import { MyProductPlace } from './my-product-place';
import type { ProductChoices } from './my-products-api';
import { uploadProductPicture } from './my-products-api';

/** The form's control of the pictures' addresses (sent as the product's picture rows). */
export const PICTURES = 'pictureAddresses';

/** What search engines and shared links show of the product: its own section, closed until wanted. */
export const SEO_FIELDS = ['metaTitle', 'metaDescription', 'metaKeywords'] as const;

/** One field of the product as the dashboard's forms show it (its declared control, label and required mark). */
function ProductField({ name, wide = false }: { name: keyof typeof Product.fields; wide?: boolean }) {
  const { t } = useTranslation();
  const field = Product.fields[name];
  return (
    <Form.Item
      name={name}
      label={t(`field.Product.${name}`)}
      required={Boolean(field.required)}
      className={wide ? 'my-product-form__wide' : undefined}
    >
      <EntityFieldControl entity={Product} name={name} field={field} />
    </Form.Item>
  );
}

/** The pictures as they will show (the first is the product's card picture), above their uploader. */
function PictureStrip({ addresses }: { addresses: readonly string[] }) {
  if (addresses.length === 0) return null;
  return (
    <ul className="my-product-form__thumbs" aria-hidden>
      {addresses.map((address) => (
        <li key={address}>
          <img src={address} alt="" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A customer's product's own fields: its name in each language, its address (made from the name
 * until the customer changes it), description, type and currency (the store's active types and
 * available coins), prices, stock, the quantities an order takes, its region and location, whether
 * it is shown, its pictures, uploaded at once, and what search engines show of it.
 */
export function MyProductFields({
  choices,
  seoOpen,
  onSeoOpen,
}: {
  choices: ProductChoices | undefined;
  /** Whether the search engines' section is open (the form opens it to show an issue in it). */
  seoOpen: boolean;
  onSeoOpen: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const types = useMemo(
    () => (choices?.productTypes ?? []).map((type) => ({ value: type.id, label: plainText(type.name, i18n.language) || `#${type.id}` })),
    [choices, i18n.language],
  );
  const coins = useMemo(
    () =>
      (choices?.coins ?? []).map((coin) => {
        const name = plainText(coin.name, i18n.language);
        return { value: coin.id, label: name ? `${coin.symbol} — ${name}` : coin.symbol };
      }),
    [choices, i18n.language],
  );
  return (
    <div className="my-product-form__grid">
      <ProductField name="name" wide />
      <Form.Item name="slug" label={t('field.Product.slug')} required extra={t('products.mine.slughint')} className="my-product-form__wide">
        <EntityFieldControl entity={Product} name="slug" field={Product.fields.slug} />
      </Form.Item>
      <ProductField name="description" wide />
      <Form.Item name="productTypeId" label={t('field.Product.productTypeId')} required>
        <Select options={types} loading={!choices} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="baseCoinId" label={t('field.Product.baseCoinId')} required>
        <Select options={coins} loading={!choices} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <ProductField name="price" />
      <ProductField name="oldPrice" />
      <ProductField name="stockQuantity" />
      <ProductField name="callForPrice" />
      <ProductField name="orderMinimumQuantity" />
      <ProductField name="orderMaximumQuantity" />
      <MyProductPlace />
      <ProductField name="published" />
      <Form.Item name={PICTURES} label={t('field.Product.pictures')} className="my-product-form__wide">
        <PicturesControl />
      </Form.Item>
      <Collapse
        className="my-product-form__wide my-product-form__seo"
        activeKey={seoOpen ? ['seo'] : []}
        onChange={(keys) => onSeoOpen(keys.includes('seo'))}
        items={[
          {
            key: 'seo',
            label: t('products.mine.seo'),
            // Drawn while closed too: the form sends what the product holds.
            forceRender: true,
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('products.mine.seohint')}</Typography.Paragraph>
                {SEO_FIELDS.map((name) => (
                  <ProductField key={name} name={name} wide />
                ))}
              </>
            ),
          },
        ]}
        data-testid="my-product-seo"
      />
    </div>
  );
}

/** The pictures' uploader (Form.Item gives it the addresses and takes the changed list). */
function PicturesControl({ value, onChange, id }: { value?: string[]; onChange?: (value: string[]) => void; id?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PictureStrip addresses={value ?? []} />
      <AttachmentPicker
        id={id}
        value={value ?? []}
        onChange={(list) => onChange?.(list)}
        directory={PRODUCT_PICTURES_DIRECTORY}
        send={uploadProductPicture}
        testId="my-product-pictures"
        chooseLabel={t('products.mine.addpictures')}
      />
    </>
  );
}
