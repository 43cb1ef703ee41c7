/**
 * Vitest global set-up of the API suite: one database migrated and seeded at REFERENCE_DATE,
 * made once per run. createTestApp copies it for each test app instead of migrating and seeding
 * again (5.4 s each on PGlite, 2.4 s on PostgreSQL, on this machine kind): on PGlite by copying
 * its directory, on PostgreSQL with CREATE DATABASE … TEMPLATE. Each test app still gets a
 * database of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { openDatabase } from '../../../server/db/database';
import { seedDatabase } from '../../../server/db/seed/seed';
import { REFERENCE_DATE } from './reference-date';
import { databaseUrlOf, onServer, untilNoConnections } from './database-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database to copy: a PGlite data directory, or a PostgreSQL database's name. */
    seededTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const database = `api_template_${process.pid}`;
    await onServer(`drop database if exists ${database} with (force)`);
    await onServer(`create database ${database}`);
    const { db, close } = await openDatabase({ databaseUrl: databaseUrlOf(database) });
    await seedDatabase(db, { referenceDate: REFERENCE_DATE });
    // No connection may stay open on a template while it is copied: wait for the pool's last.
    await close();
    await untilNoConnections(database);
    project.provide('seededTemplate', database);
    return () => onServer(`drop database if exists ${database} with (force)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ml-api-template-'));
  const { db, close } = await openDatabase({ dataDir });
  await seedDatabase(db, { referenceDate: REFERENCE_DATE });
  await close();
  project.provide('seededTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
