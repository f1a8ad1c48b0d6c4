import { fa } from '@store/domain/messages/fa';
import { contentsFa } from '../cms/contents/texts/contents.fa';
import { dataContentFa } from '../cms/data-content/texts/data-content.fa';
import { pagesFa } from '../cms/pages/texts/pages.fa';
import { siteFa } from '../cms/site/texts/site.fa';
import { templatesFa } from '../cms/templates/texts/templates.fa';
import { catalogFa } from '../storefront/catalog/texts/catalog.fa';
import { storefrontFa } from '../storefront/texts/storefront.fa';
import { listToolsFa } from './list-tools.fa';
import { productsFa } from './products.fa';
import { reportsFa } from './reports.fa';
import { uiFa } from './ui.fa';

/** Everything the web says in Persian (every area of @store/domain, then the web's own): one chunk. */
export const translation: Record<string, string> = {
  ...fa,
  ...uiFa,
  ...listToolsFa,
  ...reportsFa,
  ...pagesFa,
  ...contentsFa,
  ...templatesFa,
  ...dataContentFa,
  ...siteFa,
  ...storefrontFa,
  ...catalogFa,
  ...productsFa,
};
