/**
 * Renders every stored portfolio report again with the report's new layout (docs/files.md):
 * a summary page first (key figures with a real estimated cost, a hedged-vs-open chart per
 * index), branded headers and "Page n of m" footers. The old PDFs opened on a mostly blank page
 * whose estimated cost read "-". Each report keeps its id, name and date and is rebuilt from its
 * own month-end figures (rerenderPortfolioReports), so nothing but the layout changes.
 *
 * A freshly seeded database gets the new layout from the seed itself (migrations run before
 * the seed), so this finds nothing there.
 */
import type { Kysely } from 'kysely';

import { rerenderPortfolioReports } from '../../reports/portfolio-report';
import type { Database } from '../schema';

export async function migrate(trx: Kysely<Database>): Promise<void> {
  const accounts = await trx.selectFrom('files').select('account_id').distinct().where('category', '=', 'portfolio_report').where('account_id', 'is not', null).orderBy('account_id').execute();
  await rerenderPortfolioReports(
    trx,
    accounts.map((row) => row.account_id as string),
  );
}
