/**
 * Creates and seeds a new PGlite database in a short-lived process of its own (server/main.ts, on
 * the first start): PGlite's memory (WebAssembly's) only grows, and creating the database and
 * seeding it take hundreds of MB that the server would otherwise keep for its whole life, freed
 * only when the process that took them ends (docs/performance.md, "Memory"). Sends the seed's
 * summary to its parent, then ends.
 *
 *   seed-process <dataDir> <reference instant, ISO>
 */
import { openDatabase } from '../database';
import { seedDatabase } from './seed';

const [dataDir, referenceDate] = process.argv.slice(2);
if (!dataDir || !referenceDate || !process.send) throw new Error('seed-process runs as a child of server/main.ts');
const database = await openDatabase({ dataDir });
try {
  const summary = await seedDatabase(database.db, { referenceDate: new Date(referenceDate) });
  await new Promise((resolve) => process.send!(summary, undefined, undefined, resolve));
} finally {
  await database.close();
}
