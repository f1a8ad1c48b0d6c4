import { en as accessMatrix } from './access-matrix/en.js';
import { en as addresses } from './addresses/en.js';
import { en as attributes } from './attributes/en.js';
import { en as backups } from './backups/en.js';
import { en as catalog } from './catalog/en.js';
import { en as cms } from './cms/en.js';
import { en as cmsContents } from './cms-contents/en.js';
import { en as cmsFiles } from './cms-files/en.js';
import { en as cmsForms } from './cms-forms/en.js';
import { en as common } from './common/en.js';
import { en as crm } from './crm/en.js';
import { en as customers } from './customers/en.js';
import { en as dashboardHome } from './dashboard-home/en.js';
import { en as entityScreens } from './entity-screens/en.js';
import { en as fixtures } from './fixtures/en.js';
import { en as geography } from './geography/en.js';
import { en as identity } from './identity/en.js';
import { en as messaging } from './messaging/en.js';
import { en as operations } from './operations/en.js';
import { en as routes } from './routes/en.js';
import { en as taxonomy } from './taxonomy/en.js';

/**
 * English messages of every area, by area. A new area adds its folder (`<area>/en.ts`, `fa.ts`,
 * `tr.ts`) and one line here and in `fa.ts` and `tr.ts`.
 */
export const enByArea = {
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

/** English messages of every area as one table (a key is in exactly one area). */
export const en = {
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

export type MessageKey = keyof typeof en;
