import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** A test file's app and the headers of its confirmed administrator (in `lang`), opened before its tests and closed after. */
export function useAdminApp(lang = 'en', options: TestAppOptions = {}): { readonly t: TestApp; readonly admin: Record<string, string> } {
  const state = {} as { t: TestApp; admin: Record<string, string> };
  beforeAll(async () => {
    state.t = await createTestApp(options);
    state.admin = { ...(await state.t.admin()), lang };
  });
  afterAll(() => state.t.close());
  return state;
}
