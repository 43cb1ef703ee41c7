/**
 * Vitest global set-up of the API suite on PGlite: one database migrated and seeded at
 * REFERENCE_DATE, made once per run. createTestApp copies its directory for each test app
 * instead of migrating and seeding again (about 5 s each on this machine kind; a copy and an
 * open take a fraction of it). Each test still gets a database of its own.
 * On PostgreSQL (DATABASE_URL) every test app keeps migrating and seeding its own schema.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { openDatabase } from '../../../server/db/database';
import { seedDatabase } from '../../../server/db/seed/seed';
import { REFERENCE_DATE } from './reference-date';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite data directory to copy (empty on PostgreSQL). */
    seededTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('seededTemplateDir', '');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ml-api-template-'));
  const { db, close } = await openDatabase({ dataDir });
  await seedDatabase(db, { referenceDate: REFERENCE_DATE });
  await close();
  project.provide('seededTemplateDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
