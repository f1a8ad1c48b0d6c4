// What the web imports as `@store/domain` (the `browser` condition of package.json): everything
// but the message tables, which the web loads one language at a time (`@store/domain/messages/fa`).
// Add a new module here; src/index.ts re-exports it for the server.

// First: decides how every schema below is compiled.
import './zod-setup.js';

export * from './attributes/attribute-types.js';
export * from './attributes/attribute-values.js';
export * from './catalog/catalog-query.js';
export * from './catalog/catalog-text.js';
export * from './catalog/customer-product.js';
export * from './catalog/gtin.js';
export * from './catalog/product-rules.js';
export * from './cms/controls/control-definition.js';
export * from './cms/controls/control-types.js';
export * from './cms/controls/control-values.js';
export * from './cms/controls/data-content.js';
export * from './cms/controls/empty-content.js';
export * from './cms/controls/exchange-language.js';
export * from './cms/controls/page-data-content.js';
export * from './cms/controls/template-builder.js';
export * from './cms/page-meta-text.js';
export * from './cms/slug.js';
export * from './constants.js';
export * from './dashboard-apps.js';
export * from './engine/access.js';
export * from './engine/decimal.js';
export * from './engine/digits.js';
export * from './engine/entity.js';
export * from './engine/field.js';
export * from './engine/field-kinds.js';
export * from './engine/html.js';
export * from './engine/issues.js';
export * from './engine/lifecycle.js';
export * from './engine/list-cursor.js';
export * from './engine/schemas.js';
export * from './engine/text.js';
export * from './engine/types.js';
export * from './entities/index.js';
export * from './errors.js';
export * from './first-answers.js';
export * from './i18n/language.js';
export * from './i18n/plurals.js';
export * from './routes.js';
export * from './rules/account.js';
export * from './rules/addresses.js';
export * from './rules/customer-profile.js';
export * from './rules/files.js';
export * from './rules/iran-identity.js';
export * from './rules/known-settings.js';
export * from './rules/messaging-settings.js';
export * from './rules/page-wizard.js';
export * from './rules/password-reset.js';
export * from './rules/recent-confirmation.js';
export * from './rules/security-events.js';
export * from './rules/setting-names.js';
export * from './rules/setting-values.js';
export * from './rules/storage-level.js';
