import { describe, expect, it } from 'vitest';
import { defineEntity, serves } from './engine/entity.js';
import { f } from './engine/field.js';
import { entities } from './entities/index.js';
import { entityRoutesOf, publicRoutes, rolesAllow, routes } from './routes.js';

describe('route table', () => {
  it('has every public route of spec 000 §2', () => {
    const paths = publicRoutes.map((r) => r.path);
    for (const path of [
      '/',
      '/pages/:slug?',
      '/content/:type?/:slug?',
      '/p/:slug?',
      '/c/:slug?',
      '/payment/:paymentguid?',
      '/payment/:paymentmethod/verify',
      '/error/404',
      '/Authentication',
      '/account/tickets/:slug?',
      '/account/mycustomers',
      '/account/favoriteproducts',
      '/account/myproducts',
      '/account/mynewproducts',
      '/Authentication/ChangePassword',
      '/dashboard',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('gives each entity List, Create and Update/{id} under /dashboard for administrators (a login only where every signed-in user reads it or a security access can open it)', () => {
    // A child entity (an attribute's values) is edited inside its parent's form: no screens of its own.
    for (const entity of entities.filter((e) => !e.childOf)) {
      // An entity with a route parameter carries it before the id (see the test below).
      const param = entity.routeParam ? `/:${entity.routeParam}?` : '';
      for (const screen of [`List${param}`, ...(serves(entity, 'create') ? [`Create${param}`] : []), `Update${param}/:id`]) {
        const route = routes.find((r) => r.path === `/dashboard/${entity.route}/${screen}`);
        // Scheduled tasks and their runs (spec 001 §2: "no role restriction beyond login").
        expect(route?.roles).toEqual(entity.signedInRead || !entity.adminOnly ? [] : ['administrators']);
        expect(route?.auth).toBe(true);
      }
    }
  });

  it('has no screen for an operation the entity does not serve', () => {
    const entity = defineEntity({
      name: 'Ledger',
      resource: 'Ledgers',
      table: 'ledgers',
      area: 'accounting',
      route: 'Test/Ledger',
      fields: { name: f.text({ required: true }) },
      titleField: 'name',
      listColumns: ['name'],
      operations: ['list', 'view', 'update'],
    });
    expect(entityRoutesOf([entity]).map((r) => r.path)).toEqual(['/dashboard/Test/Ledger/List', '/dashboard/Test/Ledger/Update/:id']);
    expect(entityRoutesOf([{ ...entity, operations: ['update'] }]).map((r) => r.path)).toEqual([]);
    // Customers are not created in the dashboard (a new customer needs a password).
    expect(routes.some((r) => r.path === '/dashboard/Customers/Customer/Create')).toBe(false);
    expect(routes.some((r) => r.path === '/dashboard/Customers/Customer/List')).toBe(true);
  });

  it('carries a route parameter as an optional segment of every screen (spec 001 §2)', () => {
    const entity = defineEntity({
      name: 'Label',
      resource: 'Labels',
      table: 'labels',
      area: 'operations',
      route: 'Test/Labels',
      fields: { name: f.text({ required: true }), entityName: f.enum(['Customer', 'Product'], { required: true, filterable: true }) },
      titleField: 'name',
      listColumns: ['name'],
      routeParam: 'entityName',
    });
    expect(entityRoutesOf([entity]).map((r) => r.path)).toEqual([
      '/dashboard/Test/Labels/List/:entityName?',
      '/dashboard/Test/Labels/Create/:entityName?',
      '/dashboard/Test/Labels/Update/:entityName?/:id',
    ]);
    // The product's attributes: Settings/Attributes (List/{entityName?}, Create/{entityName?}, Update/{entityName?}/{id}).
    const attributes = routes.filter((r) => r.key.startsWith('GenericAttribute.')).map((r) => r.path);
    expect(attributes).toEqual([
      '/dashboard/Settings/Attributes/List/:entityName?',
      '/dashboard/Settings/Attributes/Create/:entityName?',
      '/dashboard/Settings/Attributes/Update/:entityName?/:id',
    ]);
    // Only the list is a menu entry.
    expect(entityRoutesOf([entity]).map((r) => r.showmenu)).toEqual([true, false, false]);
  });

  it('checks roles case-insensitively', () => {
    const route = { roles: ['administrators'] };
    expect(rolesAllow(route, ['Administrators'])).toBe(true);
    expect(rolesAllow(route, ['authenticated'])).toBe(false);
    expect(rolesAllow({ roles: [] }, [])).toBe(true);
  });
});
