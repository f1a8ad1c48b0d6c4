import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * What a journey server's first start leaves behind, made once per run by the e2e project's
 * global setup (e2e/support/global-setup.ts): its data folder (the embedded database, the demo
 * pictures) and, on PostgreSQL, its database. A journey server started without options begins
 * from a copy of it instead of an empty folder and database: the same data its own first start
 * would make, without every journey paying for that start (creating the embedded database alone
 * took ~4 of a start's ~5.5 s; docs/benchmarks.md, "Issue 11: where the suite's time went").
 * The first start itself is still run every time: by the global setup, and by the journeys that
 * start with options of their own (first-start, admin-two-factor-required, engine-dashboard).
 */
export interface ServerTemplate {
  dataDir: string;
  /** The template database on the PostgreSQL server; empty for the embedded database. */
  database: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    journeyServerTemplate: ServerTemplate | null;
  }
}

/** The run's template, when running inside Vitest with the e2e global setup (bench scripts are not). */
export async function providedTemplate(): Promise<ServerTemplate | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('journeyServerTemplate') ?? undefined;
}

/** A fresh data folder holding a copy of the template's. */
export function copyTemplateDataDir(template: ServerTemplate): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  return dataDir;
}

/** `CREATE DATABASE name TEMPLATE template` (a file copy in the server, no migrations run). */
export async function createDatabaseFrom(serverUrl: string, name: string, template: string | undefined): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
}

/** Removes what `makeTemplate` in the global setup made. */
export async function removeTemplate(template: ServerTemplate, serverUrl: string | undefined): Promise<void> {
  rmSync(template.dataDir, { recursive: true, force: true });
  if (!template.database || !serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
