import { tr } from '@store/domain/messages/tr';
import { contentsTr } from '../cms/contents/texts/contents.tr';
import { dataContentTr } from '../cms/data-content/texts/data-content.tr';
import { pagesTr } from '../cms/pages/texts/pages.tr';
import { siteTr } from '../cms/site/texts/site.tr';
import { templatesTr } from '../cms/templates/texts/templates.tr';
import { catalogTr } from '../storefront/catalog/texts/catalog.tr';
import { storefrontTr } from '../storefront/texts/storefront.tr';
import { listToolsTr } from './list-tools.tr';
import { productsTr } from './products.tr';
import { reportsTr } from './reports.tr';
import { uiTr } from './ui.tr';

/** Everything the web says in Turkish (every area of @store/domain, then the web's own): one chunk. */
export const translation: Record<string, string> = {
  ...tr,
  ...uiTr,
  ...listToolsTr,
  ...reportsTr,
  ...pagesTr,
  ...contentsTr,
  ...templatesTr,
  ...dataContentTr,
  ...siteTr,
  ...storefrontTr,
  ...catalogTr,
  ...productsTr,
};
