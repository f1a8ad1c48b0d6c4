import { describe, expect, it } from 'vitest';
import { entities } from './entities/index.js';
import { publicRoutes, rolesAllow, routes } from './routes.js';

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

  it('gives each entity List, Create and Update/{id} under /dashboard for administrators', () => {
    for (const entity of entities) {
      for (const screen of ['List', 'Create', 'Update/:id']) {
        const route = routes.find((r) => r.path === `/dashboard/${entity.route}/${screen}`);
        expect(route?.roles).toEqual(['administrators']);
        expect(route?.auth).toBe(true);
      }
    }
  });

  it('checks roles case-insensitively', () => {
    const route = { roles: ['administrators'] };
    expect(rolesAllow(route, ['Administrators'])).toBe(true);
    expect(rolesAllow(route, ['authenticated'])).toBe(false);
    expect(rolesAllow({ roles: [] }, [])).toBe(true);
  });
});
