import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installRouteTable, PUBLIC } from './route-access.js';

describe('the route table', () => {
  it('refuses an /api route that declares no access, so none is added unguarded by forgetting', async () => {
    const app = Fastify();
    installRouteTable(app);
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });

  it('records every other route with its access, and leaves pages and the API docs alone', async () => {
    const app = Fastify();
    const table = installRouteTable(app);
    app.get('/api/open', { config: { access: PUBLIC } }, async () => ({}));
    app.get('/some/page', async () => '');
    app.get('/api/docs/extra', async () => '');
    expect(() => app.get('/api/docsearch', async () => '')).toThrow(/declares no access/);
    await app.ready();
    expect(table).toEqual([{ method: 'GET', url: '/api/open', access: PUBLIC }]);
    await app.close();
  });
});
