/**
 * Vitest global set-up of the API suite: one database migrated and seeded at REFERENCE_DATE,
 * made once per run. createTestApp copies it for each test app instead of migrating and seeding
 * again (5.4 s each on PGlite, 2.4 s on PostgreSQL, on this machine kind): on PGlite by copying
 * its directory, on PostgreSQL with CREATE DATABASE … TEMPLATE. Each test app still gets a
 * database of its own. A second template holds the migrated schema without data: a test app
 * seeded at another date (createTestApp's seedAt: the calendar matrix) copies it and seeds only.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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
    /** The same, migrated but empty. */
    migratedTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const database = `api_template_${process.pid}`;
    const migrated = `api_migrated_${process.pid}`;
    for (const name of [database, migrated]) await onServer(`drop database if exists ${name} with (force)`);
    await onServer(`create database ${database}`);
    const migrating = await openDatabase({ databaseUrl: databaseUrlOf(database) });
    await migrating.close();
    await untilNoConnections(database);
    await onServer(`create database ${migrated} template ${database}`);
    const { db, close } = await openDatabase({ databaseUrl: databaseUrlOf(database) });
    await seedDatabase(db, { referenceDate: REFERENCE_DATE });
    // No connection may stay open on a template while it is copied: wait for the pool's last.
    await close();
    await untilNoConnections(database);
    project.provide('seededTemplate', database);
    project.provide('migratedTemplate', migrated);
    return async () => {
      for (const name of [database, migrated]) await onServer(`drop database if exists ${name} with (force)`);
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ml-api-template-'));
  const migratedDir = mkdtempSync(join(tmpdir(), 'ml-api-migrated-'));
  await (await openDatabase({ dataDir })).close();
  cpSync(dataDir, migratedDir, { recursive: true });
  const { db, close } = await openDatabase({ dataDir });
  await seedDatabase(db, { referenceDate: REFERENCE_DATE });
  await close();
  project.provide('seededTemplate', dataDir);
  project.provide('migratedTemplate', migratedDir);
  return () => {
    for (const dir of [dataDir, migratedDir]) rmSync(dir, { recursive: true, force: true });
  };
}
