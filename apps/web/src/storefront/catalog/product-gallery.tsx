import { useState } from 'react';
import { plainText } from '../../cms/pages/page-texts';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../ui/icons';
import type { CatalogProduct } from './catalog-query';
import { pictureSources } from './product-card';

/**
 * A product's pictures: the chosen one large, the others as thumbnails that choose it (buttons,
 * the shown one pressed). Each is served at the width it is drawn at (the files' resized variants).
 */
export function ProductGallery({ product, name }: { product: CatalogProduct; name: string }) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState(0);
  const pictures = product.pictures.length > 0 ? product.pictures : product.picture ? [{ picture: product.picture, alt: null }] : [];
  if (pictures.length === 0)
    return (
      <div className="gallery gallery--empty">
        <Icon name="shop" />
        <span>{t('catalog.nopicture')}</span>
      </div>
    );
  const current = pictures[Math.min(shown, pictures.length - 1)] ?? pictures[0];
  const altOf = (picture: (typeof pictures)[number]) => plainText(picture.alt, i18n.language) || name;
  return (
    <section className="gallery" aria-label={t('catalog.product.pictures')} data-testid="product-gallery">
      <div className="gallery__main">
        {current ? (
          <img
            {...pictureSources(current.picture, [640, 960, 1280])}
            sizes="(max-width: 900px) 100vw, 560px"
            alt={altOf(current)}
            data-testid="gallery-main"
          />
        ) : null}
      </div>
      {pictures.length > 1 ? (
        <ul className="gallery__thumbs">
          {pictures.map((picture, index) => (
            <li key={picture.picture}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === shown}
                aria-label={t('catalog.product.picture', { n: index + 1, count: pictures.length })}
                onClick={() => setShown(index)}
                data-testid={`gallery-thumb-${index}`}
              >
                <img {...pictureSources(picture.picture, [160])} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
