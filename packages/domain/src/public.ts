// What the storefront imports as `@store/domain/public`: constants, languages and the public route
// table — nothing that pulls in Zod, decimal.js or the entity declarations, so a visitor's bundle
// stays small (apps/web/src/app/bundle-guard.test.ts checks the built entry).

export * from './catalog/catalog-query.js';
export * from './cms/controls/empty-content.js';
export * from './cms/page-meta-text.js';
export * from './constants.js';
export * from './first-answers.js';
export * from './i18n/language.js';
export * from './public-routes.js';
export * from './rules/files.js';
export * from './rules/setting-names.js';
export * from './rules/storage-level.js';
