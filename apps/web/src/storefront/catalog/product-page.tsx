import { type Language, pageMetaTexts } from '@store/domain/public';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError, shouldRetry } from '../../api/api-error';
import { useScreenMeta } from '../../app/document-meta-override';
import { type ShownText, textIn } from '../../cms/pages/page-texts';
import type { Texts } from '../../cms/pages/pages-api';
import { SafeHtml } from '../../cms/pages/safe-html';
import { directionOf } from '../../i18n/bidi';
import { Ltr } from '../../i18n/ltr';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { FavoriteButton } from '../favorites/favorite-button';
import { NotFoundPage } from '../screens/not-found-page';
import { catalogApi } from './catalog-api';
import type { CatalogNamed, CatalogProduct } from './catalog-query';
import { Named } from './filter-controls';
import { amountText } from './money';
import { PriceTag } from './price-tag';
import { ProductAttributes } from './product-attributes';
import { ProductCard } from './product-card';
import { ProductComments } from './product-comments';
import { ProductGallery } from './product-gallery';

/** A name as the API gives it: translations, or one text (a tag's). */
function shownName(name: CatalogNamed['name'] | string, language: string): ShownText | null {
  if (typeof name === 'string') return name ? { text: name, lang: language as Language, dir: directionOf(name) } : null;
  return textIn(name as Texts, language);
}

/** Links to the list filtered by what the product is in (its categories, tags, cities, region). */
function PlaceLinks({
  title,
  rows,
  param,
  testId,
}: {
  title: string;
  rows: readonly { id: number; name: CatalogNamed['name'] | string }[];
  param: string;
  testId: string;
}) {
  const { i18n } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <div className="product-facts__row" data-testid={testId}>
      <dt>{title}</dt>
      <dd className="product-facts__links">
        {rows.map((row) => (
          <Link key={row.id} to={`/p?${param}=${row.id}`} className="product-facts__link">
            <Named text={shownName(row.name, i18n.language)} fallback={`#${row.id}`} />
          </Link>
        ))}
      </dd>
    </div>
  );
}

function useProductMeta(product: CatalogProduct | undefined, language: Language) {
  const texts = product
    ? pageMetaTexts(
        {
          title: product.name,
          description: product.description ?? {},
          metaTitle: product.metaTitle ?? {},
          metaDescription: product.metaDescription ?? {},
        },
        language,
      )
    : null;
  useScreenMeta(texts && product ? { ...texts, keywords: textIn(product.metaKeywords as Texts, language)?.text ?? '' } : null);
}

/**
 * `/p/{slug}` (spec 000 §2 public products): the product's pictures, name, price, details, where it
 * is (links back to the list filtered by each), its specifications and description, a favorite
 * button, its reviews and ratings (product-comments.tsx) and its related products. The head's
 * meta and structured data are the server's.
 */
export function ProductPage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const { number, count } = useFormatters();
  const found = useQuery({
    queryKey: ['catalog-product', slug.toLowerCase()],
    queryFn: ({ signal }) => catalogApi.product(slug, signal),
    retry: shouldRetry,
  });
  const product = found.data;
  useProductMeta(product, i18n.language as Language);
  if (found.isPending) return <Spinner testId="product-loading" />;
  if (found.isError) {
    if (found.error instanceof ApiError && found.error.status === 404) return <NotFoundPage />;
    return (
      <div className="site-page site-container">
        <Alert>
          <strong>{t('common.error.title')}</strong> {found.error instanceof Error ? found.error.message : null}
        </Alert>
      </div>
    );
  }
  if (!product) return <NotFoundPage />;
  const name = textIn(product.name as Texts, i18n.language);
  const description = textIn(product.description as Texts, i18n.language);
  const size = [product.length, product.width, product.height];
  return (
    <article className="site-page site-container product-page" data-testid="product-page" data-product-id={product.id}>
      <nav className="product-page__crumbs">
        <Link to="/p" className="product-page__back">
          <Icon name="arrowStart" />
          <span>{t('catalog.product.back')}</span>
        </Link>
      </nav>
      <div className="product-page__top">
        <ProductGallery product={product} name={name?.text ?? product.slug} />
        <div className="product-page__summary">
          <div className="product-card__badges product-page__badges">
            {product.isNew ? <span className="badge">{t('catalog.new')}</span> : null}
            {product.isFeatured ? <span className="badge badge--featured">{t('catalog.featured')}</span> : null}
            {product.isFreeShipping ? <span className="badge">{t('catalog.product.freeshipping')}</span> : null}
          </div>
          <h1 className="product-page__name" data-testid="product-name">
            <Named text={name} fallback={product.slug} />
          </h1>
          <PriceTag card={product} large />
          <p
            className={product.inStock ? 'product-page__stock' : 'product-page__stock product-page__stock--out'}
            data-testid="product-stock"
          >
            {t(product.inStock ? 'catalog.instock' : 'catalog.outofstock')}
          </p>
          <FavoriteButton item={{ entityName: 'Product', entityId: product.id }} />
          <dl className="product-facts">
            {product.sku ? (
              <div className="product-facts__row">
                <dt>{t('catalog.product.sku')}</dt>
                <dd data-testid="product-sku">
                  <Ltr>{product.sku}</Ltr>
                </dd>
              </div>
            ) : null}
            {product.gtin ? (
              <div className="product-facts__row">
                <dt>{t('catalog.product.gtin')}</dt>
                <dd>
                  <Ltr>{product.gtin}</Ltr>
                </dd>
              </div>
            ) : null}
            <div className="product-facts__row">
              <dt>{t('catalog.product.type')}</dt>
              <dd>
                <Named text={shownName(product.productType.name, i18n.language)} />
              </dd>
            </div>
            <PlaceLinks title={t('catalog.product.categories')} rows={product.categories} param="category" testId="product-categories" />
            <PlaceLinks title={t('catalog.product.tags')} rows={product.tags} param="tag" testId="product-tags" />
            <PlaceLinks title={t('catalog.product.cities')} rows={product.cities} param="city" testId="product-cities" />
            <PlaceLinks
              title={t('catalog.product.region')}
              rows={product.region ? [product.region] : []}
              param="region"
              testId="product-region"
            />
            {product.weight ? (
              <div className="product-facts__row">
                <dt>{t('catalog.product.weight')}</dt>
                <dd>{number(amountText(product.weight))}</dd>
              </div>
            ) : null}
            {size.every(Boolean) ? (
              <div className="product-facts__row">
                <dt>{t('catalog.product.size')}</dt>
                <dd>
                  <bdi dir="ltr">{size.map((side) => number(amountText(String(side)))).join(' × ')}</bdi>
                </dd>
              </div>
            ) : null}
            <div className="product-facts__row">
              <dt>{t('catalog.product.order')}</dt>
              <dd>
                {t('catalog.product.orderrange', { min: count(product.orderMinimumQuantity), max: count(product.orderMaximumQuantity) })}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {description ? (
        <section className="product-section" aria-labelledby="product-description">
          <h2 id="product-description">{t('catalog.product.description')}</h2>
          <SafeHtml html={description} className="product-page__description" testId="product-description" />
        </section>
      ) : null}
      <ProductAttributes attributes={product.attributes} />
      <ProductComments productId={product.id} />
      {product.related.length > 0 ? (
        <section className="product-section" aria-labelledby="product-related" data-testid="product-related">
          <h2 id="product-related">{t('catalog.product.related')}</h2>
          <ul className="product-grid">
            {product.related.map((card) => (
              <ProductCard key={card.id} card={card} heading="h3" />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
