import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pagePath } from '../../cms/pages/page-paths';
import { textIn } from '../../cms/pages/page-texts';
import { usePageList } from '../../cms/pages/use-page-query';
import { useNotify } from '../../components/use-notify';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { PriceTag } from '../catalog/price-tag';
import { pictureSources, productPath } from '../catalog/product-card';
import { FAVORITES_KEY, type FavoriteRow, getMyFavorites, removeFavorite } from './favorites-api';
import './favorites.css';

/**
 * `/account/favoriteproducts` (spec 000 §2): the signed-in user's favorites, newest first — pages by
 * their titles, products by their picture, name and price linking to their page — each with a way
 * to take it out.
 */
export function FavoritesScreen() {
  const { t } = useTranslation();
  const favorites = useQuery({ queryKey: FAVORITES_KEY, queryFn: ({ signal }) => getMyFavorites(signal) });
  return (
    <div className="site-page site-container favorites" data-testid="favorites-screen">
      <h1>{t('route.favoriteProducts')}</h1>
      {favorites.isPending ? <Spinner /> : null}
      {favorites.data?.length === 0 ? <p className="favorites__empty">{t('favorites.empty')}</p> : null}
      {favorites.data?.length ? (
        <ul className="favorites__list">
          {favorites.data.map((row) => (
            <FavoriteEntry key={row.id} row={row} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FavoriteEntry({ row }: { row: FavoriteRow }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { date } = useFormatters();
  const pages = usePageList(false);
  const page = row.entityName === 'Page' ? pages.data?.find((p) => p.id === row.entityId) : undefined;
  const title = page ? textIn(page.title, i18n.language) : null;
  const remove = async () => {
    try {
      await removeFavorite({ entityName: row.entityName, entityId: row.entityId, groupName: row.groupName ?? '' });
      notify.success(t('favorites.removed'));
    } catch (error) {
      notify.error(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    }
  };
  if (row.entityName === 'Product')
    return (
      <li className="favorites__item" data-testid={`favorite-${row.entityName}-${row.entityId}`}>
        <FavoriteProduct row={row} />
        <RemoveButton onRemove={remove} />
      </li>
    );
  return (
    <li className="favorites__item" data-testid={`favorite-${row.entityName}-${row.entityId}`}>
      <div>
        {page ? (
          <Link to={pagePath(page.slug)} lang={title?.lang} dir={title?.dir}>
            {title?.text ?? page.slug}
          </Link>
        ) : (
          <span>{t('favorites.item', { entity: t(`entity.${row.entityName}`), id: row.entityId })}</span>
        )}
        <span className="favorites__when">{date(row.createdAt)}</span>
      </div>
      <RemoveButton onRemove={remove} />
    </li>
  );
}

function RemoveButton({ onRemove }: { onRemove: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <Button size="small" variant="text" icon="close" onClick={() => void onRemove()} aria-label={t('favorites.remove')}>
      {t('favorites.remove')}
    </Button>
  );
}

/**
 * A favorite product: its first picture, its name in the reader's language (else another one's)
 * linking to its page, and its price. Without its card (the product is no longer listed) it is
 * named by its id, without a link, and said to be no longer offered.
 */
function FavoriteProduct({ row }: { row: FavoriteRow }) {
  const { t, i18n } = useTranslation();
  const card = row.product;
  if (!card)
    return (
      <div className="favorites__product">
        <span className="favorites__picture" aria-hidden>
          <Icon name="shop" />
        </span>
        <div className="favorites__text">
          <span className="favorites__name">{t('products.favorites.product', { id: row.entityId })}</span>
          <span className="favorites__when">{t('products.favorites.nodetails')}</span>
        </div>
      </div>
    );
  const name = textIn(card.name, i18n.language);
  const path = productPath(card.slug);
  return (
    <div className="favorites__product">
      <Link to={path} className="favorites__picture" tabIndex={-1} aria-hidden>
        {card.picture ? (
          <img {...pictureSources(card.picture, [160, 320])} sizes="72px" alt="" loading="lazy" decoding="async" />
        ) : (
          <Icon name="shop" />
        )}
      </Link>
      <div className="favorites__text">
        <Link to={path} className="favorites__name" lang={name?.lang} dir={name?.dir} data-testid="favorite-product-link">
          {name?.text ?? card.slug}
        </Link>
        <PriceTag card={card} />
      </div>
    </div>
  );
}
