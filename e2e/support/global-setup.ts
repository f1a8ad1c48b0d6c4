import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseUrlFor } from '../../apps/server/test/database-url';
import { startServer } from './server-harness';
import { createDatabaseFrom, removeTemplate, type ServerTemplate } from './server-template';

/**
 * Once per run: the built server's first start on an empty data folder (and an empty database on
 * PostgreSQL) — migrations, the administrator, the demo store and CMS with their pictures — then
 * a clean stop. Journey servers start from copies of what it left (server-template.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const template: ServerTemplate = {
    dataDir: mkdtempSync(join(tmpdir(), 'e2e-template-')),
    database: serverUrl ? `e2e_template_${randomBytes(6).toString('hex')}` : '',
  };
  try {
    if (serverUrl) await createDatabaseFrom(serverUrl, template.database, undefined);
    const server = await startServer({
      dataDir: template.dataDir,
      databaseUrl: serverUrl ? databaseUrlFor(serverUrl, template.database) : null,
    });
    await server.stop();
  } catch (error) {
    await removeTemplate(template, serverUrl);
    throw error;
  }
  project.provide('journeyServerTemplate', template);
  return () => removeTemplate(template, serverUrl);
}
