/** The PostgreSQL server of DATABASE_URL, as the API tests use it beside their own databases. */
import pg from 'pg';

/** DATABASE_URL with another database of the same server. */
export function databaseUrlOf(database: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on DATABASE_URL's database (creating and dropping schemas and databases). */
export async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Waits (up to 5 s) until no session is connected to a database. */
export async function untilNoConnections(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rowCount } = await client.query('select 1 from pg_stat_activity where datname = $1', [database]);
      if (rowCount === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}
