import { fa as accessMatrix } from './access-matrix/fa.js';
import { fa as addresses } from './addresses/fa.js';
import { fa as attributes } from './attributes/fa.js';
import { fa as backups } from './backups/fa.js';
import { fa as catalog } from './catalog/fa.js';
import { fa as cms } from './cms/fa.js';
import { fa as cmsContents } from './cms-contents/fa.js';
import { fa as cmsFiles } from './cms-files/fa.js';
import { fa as cmsForms } from './cms-forms/fa.js';
import { fa as common } from './common/fa.js';
import { fa as crm } from './crm/fa.js';
import { fa as customers } from './customers/fa.js';
import { fa as dashboardHome } from './dashboard-home/fa.js';
import type { MessageKey } from './en.js';
import { fa as entityScreens } from './entity-screens/fa.js';
import { fa as fixtures } from './fixtures/fa.js';
import { fa as geography } from './geography/fa.js';
import { fa as identity } from './identity/fa.js';
import { fa as messaging } from './messaging/fa.js';
import { fa as operations } from './operations/fa.js';
import { fa as routes } from './routes/fa.js';
import { fa as taxonomy } from './taxonomy/fa.js';

/** Persian messages of every area, by area: the same areas as `enByArea` in en.ts. */
export const faByArea = {
  backups,
  common,
  identity,
  customers,
  crm,
  operations,
  messaging,
  cmsFiles,
  cms,
  cmsContents,
  cmsForms,
  routes,
  addresses,
  attributes,
  entityScreens,
  taxonomy,
  geography,
  catalog,
  fixtures,
  dashboardHome,
  accessMatrix,
};

/** Persian messages of every area as one table; an area missing here does not compile. */
export const fa: Record<MessageKey, string> = {
  ...common,
  ...backups,
  ...identity,
  ...customers,
  ...crm,
  ...operations,
  ...messaging,
  ...cmsFiles,
  ...cms,
  ...cmsContents,
  ...cmsForms,
  ...routes,
  ...addresses,
  ...attributes,
  ...entityScreens,
  ...taxonomy,
  ...geography,
  ...catalog,
  ...fixtures,
  ...dashboardHome,
  ...accessMatrix,
};
