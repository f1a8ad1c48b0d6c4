/**
 * The catalog's query of the domain (`packages/domain/src/catalog/catalog-query.ts`: the address's
 * parameters, their stored forms, the from/to rule, cards and facets), through the storefront's
 * light entry (`@store/domain/public`): a visitor's page does not load the schemas and entities.
 */
export * from '@store/domain/public';
