/**
 * Applies server/db/migrations/*.sql in name order, each once, recorded in schema_migrations.
 * Files are never edited after they ship: a change is a new, higher-numbered file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { sql, type Kysely } from 'kysely';

import type { Database } from './schema';

/** Runs one migration script and records its name, atomically. */
export type ScriptRunner = (name: string, script: string) => Promise<void>;

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export function listMigrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

export async function runMigrations(db: Kysely<Database>, runScript: ScriptRunner): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const applied = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
  const newlyApplied: string[] = [];
  for (const file of listMigrationFiles()) {
    if (applied.has(file)) continue;
    await runScript(file, readFileSync(migrationsDir + file, 'utf8'));
    newlyApplied.push(file);
  }
  return newlyApplied;
}
