import { useParams } from 'react-router';
import { ProductPage } from './product-page';
import { ProductsList } from './products-list';
import './catalog.css';

/** The public products route `/p/{slug?}` (spec 000 §2): the list with its filter panel, or one product's page. */
export function CatalogScreen() {
  const { slug } = useParams();
  return slug ? <ProductPage key={slug} slug={slug} /> : <ProductsList />;
}
