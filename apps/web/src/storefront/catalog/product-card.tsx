import { Link } from 'react-router';
import { sizedImage } from '../../cms/data-content/view-values';
import { textIn } from '../../cms/pages/page-texts';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icons';
import type { CatalogCard } from './catalog-query';
import { Named } from './filter-controls';
import { PriceTag } from './price-tag';

export const productPath = (slug: string) => `/p/${encodeURIComponent(slug)}`;

/**
 * A picture at the widths of the server's ladder (`?w=`, image-variants), the browser choosing by
 * the width it draws it at; an address elsewhere as it is.
 */
export function pictureSources(url: string, widths: readonly number[]): { src: string; srcSet?: string } {
  const resized = widths.map((w) => ({ w, address: sizedImage(url, w) }));
  if (resized.every(({ address }) => address === url)) return { src: url };
  return {
    src: resized[Math.min(1, resized.length - 1)]?.address ?? url,
    srcSet: resized.map(({ w, address }) => `${address} ${w}w`).join(', '),
  };
}

/** One product of a list (spec issue 13): its first picture, name, price, badges and stock, linking to its page. */
export function ProductCard({ card, heading: Heading = 'h2' }: { card: CatalogCard; heading?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation();
  const name = textIn(card.name, i18n.language);
  return (
    <li className="product-card" data-testid={`product-card-${card.slug}`}>
      <Link to={productPath(card.slug)} className="product-card__link">
        <div className="product-card__picture">
          {card.picture ? (
            <img
              {...pictureSources(card.picture, [320, 480, 640])}
              sizes="(max-width: 600px) 50vw, 280px"
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="product-card__nopicture">
              <Icon name="shop" />
              <span className="sr-only">{t('catalog.nopicture')}</span>
            </span>
          )}
          <span className="product-card__badges">
            {card.isNew ? <span className="badge">{t('catalog.new')}</span> : null}
            {card.isFeatured ? <span className="badge badge--featured">{t('catalog.featured')}</span> : null}
          </span>
        </div>
        <Heading className="product-card__name">
          <Named text={name} fallback={card.slug} />
        </Heading>
      </Link>
      <PriceTag card={card} />
      {card.inStock ? null : (
        <p className="product-card__stock" data-testid="out-of-stock">
          {t('catalog.outofstock')}
        </p>
      )}
    </li>
  );
}
