import { tr as accessMatrix } from './access-matrix/tr.js';
import { tr as addresses } from './addresses/tr.js';
import { tr as attributes } from './attributes/tr.js';
import { tr as backups } from './backups/tr.js';
import { tr as catalog } from './catalog/tr.js';
import { tr as cms } from './cms/tr.js';
import { tr as cmsContents } from './cms-contents/tr.js';
import { tr as cmsFiles } from './cms-files/tr.js';
import { tr as cmsForms } from './cms-forms/tr.js';
import { tr as common } from './common/tr.js';
import { tr as crm } from './crm/tr.js';
import { tr as customers } from './customers/tr.js';
import { tr as dashboardHome } from './dashboard-home/tr.js';
import type { MessageKey } from './en.js';
import { tr as entityScreens } from './entity-screens/tr.js';
import { tr as fixtures } from './fixtures/tr.js';
import { tr as geography } from './geography/tr.js';
import { tr as identity } from './identity/tr.js';
import { tr as messaging } from './messaging/tr.js';
import { tr as operations } from './operations/tr.js';
import { tr as routes } from './routes/tr.js';
import { tr as taxonomy } from './taxonomy/tr.js';

/** Turkish messages of every area, by area: the same areas as `enByArea` in en.ts. */
export const trByArea = {
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

/** Turkish messages of every area as one table; an area missing here does not compile. */
export const tr: Record<MessageKey, string> = {
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
