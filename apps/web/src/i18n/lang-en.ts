import { en } from '@store/domain/messages/en';
import { contentsEn } from '../cms/contents/texts/contents.en';
import { dataContentEn } from '../cms/data-content/texts/data-content.en';
import { pagesEn } from '../cms/pages/texts/pages.en';
import { siteEn } from '../cms/site/texts/site.en';
import { templatesEn } from '../cms/templates/texts/templates.en';
import { catalogEn } from '../storefront/catalog/texts/catalog.en';
import { storefrontEn } from '../storefront/texts/storefront.en';
import { listToolsEn } from './list-tools.en';
import { productsEn } from './products.en';
import { reportsEn } from './reports.en';
import { uiEn } from './ui.en';

/** Everything the web says in English (every area of @store/domain, then the web's own): one chunk. */
export const translation: Record<string, string> = {
  ...en,
  ...uiEn,
  ...listToolsEn,
  ...reportsEn,
  ...pagesEn,
  ...contentsEn,
  ...templatesEn,
  ...dataContentEn,
  ...siteEn,
  ...storefrontEn,
  ...catalogEn,
  ...productsEn,
};
