import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Result, Skeleton, Typography } from 'antd';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router';
import type { EntityRow } from '../../api/resource-api';
import { clearErrorsOnChange, showIssues, useIssuesFollowLanguage } from '../../components/form-issues';
import { LinkButton } from '../../components/link-button';
import { useNotify } from '../../components/use-notify';
import { formPlacing } from '../../dashboard/catalog/form-placing';
import { EntityPlacing } from '../../dashboard/catalog/placing/entity-placing';
import { type PlacingHandle, PlacingRefused } from '../../dashboard/catalog/placing/placing-refused';
import { placeIssues, serverIssuesOf } from '../../dashboard/entity/child-issues';
import { type FormValues, formValuesOf, prepareBody } from '../../dashboard/entity/form-values';
import { useTranslation } from '../../i18n/use-translation';
import { MyProductFields, PICTURES, SEO_FIELDS } from './my-product-fields';
import { addressesOf, hasText, MY_PRODUCT, picturesOf, slugOfName } from './my-product-rules';
import { MY_PRODUCTS_KEY, myProductsApi, PRODUCT_CHOICES_KEY } from './my-products-api';
import { useCustomerProductRules } from './use-customer-products';
import '../account.css';
import './my-products.css';

const MY_PRODUCTS_PATH = '/account/myproducts';

/**
 * /account/mynewproducts (spec 000 §2; issue 13 item 4): a customer adds a product — or, with
 * `?id=`, changes one of theirs — with its categories, tags, cities and attributes under its fields
 * (the dashboard's placing panels). One Save: the product, then what places it; when that is
 * refused the product is not added twice, the next Save changes it. A product that waits for
 * approval says so once saved.
 */
export function MyProductFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const rules = useCustomerProductRules();
  const products = useQuery({ queryKey: MY_PRODUCTS_KEY, queryFn: ({ signal }) => myProductsApi.list(signal), enabled: id !== null });
  const choices = useQuery({ queryKey: PRODUCT_CHOICES_KEY, queryFn: ({ signal }) => myProductsApi.choices(signal) });
  const loaded = id === null ? undefined : products.data?.find((p) => p.id === id);

  const heading = t(id === null ? 'route.myNewProducts' : 'products.mine.edit');
  const back = (
    <LinkButton to={MY_PRODUCTS_PATH} data-testid="my-product-back">
      {t('route.myProducts')}
    </LinkButton>
  );
  let body: React.ReactNode;
  if (rules.known && !rules.canAdd)
    body = <Alert type="info" showIcon title={t('product.error.customercannotadd')} data-testid="my-products-off" />;
  else if (id !== null && products.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (id !== null && !loaded) body = <Result status="404" title={t('entity.form.notfound')} extra={back} />;
  else body = <MyProductForm key={id ?? 'new'} loaded={loaded} choices={choices.data} needsApproval={rules.needsApproval} />;
  return (
    <div className="site-page site-container account-page my-product-form" data-testid="my-product-page">
      <div className="my-products__bar">
        <Typography.Title level={1}>{heading}</Typography.Title>
        {back}
      </div>
      {body}
    </div>
  );
}

function MyProductForm({
  loaded,
  choices,
  needsApproval,
}: {
  loaded: EntityRow | undefined;
  choices: Parameters<typeof MyProductFields>[0]['choices'];
  needsApproval: boolean;
}) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  useIssuesFollowLanguage(form);
  const placing = useRef<PlacingHandle>(null);
  const [busy, setBusy] = useState(false);
  // A product this form added whose placing was then refused: the next Save changes it, never adds another.
  const [created, setCreated] = useState<EntityRow | null>(null);
  const saved = created ?? loaded;
  // The address follows the name until the customer changes it (an existing product keeps its own).
  const slugEdited = useRef(loaded !== undefined);
  const initial = { ...formValuesOf(MY_PRODUCT, loaded), [PICTURES]: addressesOf(loaded?.pictures) };
  // The search engines' section starts open when the product has something in it.
  const [seoOpen, setSeoOpen] = useState(() => SEO_FIELDS.some((name) => hasText(loaded?.[name])));

  /** Issues under their fields, the search engines' section opened first when one is in it. */
  const show = (issues: Parameters<typeof showIssues>[1]) => {
    if (Object.keys(issues).some((path) => (SEO_FIELDS as readonly string[]).includes(path.split('.')[0] ?? '')))
      flushSync(() => setSeoOpen(true));
    showIssues(form, issues, t);
  };

  const submit = async (values: FormValues) => {
    const { body, issues } = prepareBody(MY_PRODUCT, saved ? 'update' : 'create', values, saved);
    const placed = placing.current?.check() ?? true;
    if (Object.keys(issues).length > 0) return show(issues);
    if (!placed) return;
    // A product read without its pictures keeps them unless the customer changed the list.
    if (!saved || Array.isArray(saved.pictures) || form.isFieldTouched(PICTURES))
      body.pictures = picturesOf((values[PICTURES] as string[] | undefined) ?? [], saved?.pictures);
    setBusy(true);
    let row: EntityRow | null = null;
    try {
      row = await myProductsApi.save(body, saved?.id);
      await placing.current?.save(row.id);
      await queryClient.invalidateQueries({ queryKey: MY_PRODUCTS_KEY });
      if (row.isApproved === false) notify.success(t('common.datasavedsuccessfully.title'), t('products.mine.waiting'));
      else notify.saved();
      await navigate(MY_PRODUCTS_PATH);
    } catch (error) {
      if (error instanceof PlacingRefused) {
        // The product is saved; what places it was refused, its issues shown under the placing controls.
        if (row && !saved) setCreated(row);
        notify.error(error.reason);
        return;
      }
      const found = serverIssuesOf(error);
      const placedIssues = placeIssues(MY_PRODUCT, [], found).parent;
      const pictureIssue = Object.entries(found).find(([path]) => path.startsWith('pictures'))?.[1];
      show({ ...placedIssues, ...(pictureIssue ? { [PICTURES]: pictureIssue } : {}) });
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      {needsApproval ? <Alert type="info" showIcon title={t('products.mine.approvalnote')} className="my-product-form__note" /> : null}
      <Form<FormValues>
        form={form}
        name="myproduct"
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed: FormValues, all: FormValues) => {
          clearErrorsOnChange(form)(changed);
          // A location is one of the region's: another region's locations are others.
          if ('regionId' in changed) form.setFieldValue('locationId', undefined);
          if ('slug' in changed) slugEdited.current = true;
          else if ('name' in changed && !slugEdited.current) form.setFieldValue('slug', slugOfName(all.name, i18n.language));
        }}
        data-testid="my-product-form"
        scrollToFirstError
      >
        <MyProductFields choices={choices} seoOpen={seoOpen} onSeoOpen={setSeoOpen} />
        {formPlacing.Product ? <EntityPlacing declaration={formPlacing.Product} entityId={loaded?.id ?? null} handle={placing} /> : null}
        <div className="my-product-form__actions">
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={busy} data-testid="my-product-save">
            {t('common.save')}
          </Button>
          <LinkButton to={MY_PRODUCTS_PATH}>{t('common.cancel')}</LinkButton>
        </div>
      </Form>
    </Card>
  );
}
