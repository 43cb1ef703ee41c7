/** Every SQL statement of the files tag (Kysely); each takes the executor it runs on. */
import type { Kysely, Selectable } from 'kysely';

import type { FileCategory } from '../../generated/model/fileCategory';
import type { Database, FilesTable } from '../db/schema';

type Db = Kysely<Database>;

export type FileDetails = Omit<Selectable<FilesTable>, 'content'>;
const DETAIL_COLUMNS = ['id', 'account_id', 'category', 'name', 'description', 'content_type', 'size_bytes', 'created_at'] as const;

export type FileSortColumn = 'created_at' | 'name' | 'size_bytes';

export interface FileFilter {
  /** These accounts' own files and the shared market reports; every file when undefined. */
  accounts?: string[];
  category?: FileCategory;
  /** Trade confirmations only of these accounts (the ones with view:orders); every account's when undefined. */
  confirmationAccounts?: string[];
}

function filteredFiles(db: Db, { accounts, category, confirmationAccounts }: FileFilter) {
  let query = db.selectFrom('files');
  if (confirmationAccounts !== undefined) {
    const allowed = confirmationAccounts.length ? confirmationAccounts : [''];
    query = query.where((eb) => eb.or([eb('category', '!=', 'trade_confirmation'), eb('account_id', 'in', allowed)]));
  }
  if (accounts !== undefined) query = query.where((eb) => eb.or([eb('account_id', 'in', accounts), eb('account_id', 'is', null)]));
  if (category !== undefined) query = query.where('category', '=', category);
  return query;
}

export const listFilesPage = (db: Db, filter: FileFilter, order: { column: FileSortColumn; direction: 'asc' | 'desc' }, limit: number, offset: number) =>
  filteredFiles(db, filter)
    .select(DETAIL_COLUMNS)
    .orderBy(order.column, order.direction)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countFiles(db: Db, filter: FileFilter): Promise<number> {
  const row = await filteredFiles(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

export const findFileDetails = (db: Db, id: string): Promise<FileDetails | undefined> => db.selectFrom('files').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();

export const findFileContent = (db: Db, id: string) => db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
