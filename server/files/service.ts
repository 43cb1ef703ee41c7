/**
 * Tag `files`: the PDFs of the caller's accounts (needs view:user_files on the account) and
 * the market reports (no account: the PDF of a daily-report post, same id) that every
 * approved customer may read. Another company's file answers 404, like a missing one.
 */
import type { ListFilesParams } from '../../generated/model/listFilesParams';
import type { UserFile } from '../../generated/model/userFile';
import type { UserFilePage } from '../../generated/model/userFilePage';
import { accountsWithPermission, canSeeAccount, requirePermissionAnywhere, requirePermissionOn, requireVisibleAccount, type UserContext } from '../auth/guard';
import { badRequest, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { paging } from '../representations';
import { countFiles, type FileDetails, type FileSortColumn, findFileContent, findFileDetails, listFilesPage } from './queries';

function toUserFile(row: FileDetails): UserFile {
  return {
    id: row.id,
    accountId: row.account_id,
    category: row.category,
    name: row.name,
    size: row.size_bytes,
    createdDate: row.created_at.toISOString(),
    contentType: 'application/pdf',
    description: row.description,
  };
}

/** The accounts whose files the listing covers; undefined = every account (nbs_admin). */
function listedAccounts(user: UserContext, accountId: string | undefined): string[] | undefined {
  if (accountId !== undefined) {
    requireVisibleAccount(user, accountId);
    requirePermissionOn(user, accountId, 'view:user_files');
    return [accountId];
  }
  requirePermissionAnywhere(user, 'view:user_files');
  return accountsWithPermission(user, 'view:user_files');
}

const SORT_COLUMNS = { createdDate: 'created_at', name: 'name', size: 'size_bytes' } as const satisfies Record<string, FileSortColumn>;

/** `orderBy` is JSON like {"name":"asc"} (the contract's pattern already checked its shape). */
function parseOrderBy(raw: string | undefined): { column: FileSortColumn; direction: 'asc' | 'desc' } {
  if (raw === undefined) return { column: 'created_at', direction: 'desc' };
  try {
    const [[field, direction]] = Object.entries(JSON.parse(raw) as Record<string, 'asc' | 'desc'>) as [[keyof typeof SORT_COLUMNS, 'asc' | 'desc']];
    return { column: SORT_COLUMNS[field], direction };
  } catch {
    throw badRequest('querystring/orderBy must be JSON like {"createdDate":"desc"}', 'orderBy');
  }
}

export async function listFiles(context: ServiceContext, query: ListFilesParams): Promise<UserFilePage> {
  const accounts = listedAccounts(context.user, query.accountId);
  const { page, perPage, offset } = paging(query);
  const order = parseOrderBy(query.orderBy);
  // A trade confirmation is read with view:orders, like its order (docs/trading.md, "Confirmations").
  const filter = { accounts, category: query.category, confirmationAccounts: accountsWithPermission(context.user, 'view:orders') };
  const [rows, total] = await Promise.all([listFilesPage(context.db, filter, order, perPage, offset), countFiles(context.db, filter)]);
  return { data: rows.map(toUserFile), total: Number(total), pagination: { page, perPage } };
}

/**
 * The file if the caller may read it: 404 when it is missing or another company's, 403 without the
 * permission (view:orders for a trade confirmation, as for its order; view:user_files otherwise).
 */
function readable<Row extends FileDetails>(user: UserContext, row: Row | undefined): Row {
  if (!row || (row.account_id !== null && !canSeeAccount(user, row.account_id))) throw notFound('File not found');
  if (row.account_id !== null) requirePermissionOn(user, row.account_id, row.category === 'trade_confirmation' ? 'view:orders' : 'view:user_files');
  return row;
}

export const getFile = async (context: ServiceContext, fileId: string): Promise<UserFile> =>
  toUserFile(readable(context.user, await findFileDetails(context.db, fileId)));

/** The PDF and the name it is downloaded as. */
export async function getFileContent(context: ServiceContext, fileId: string): Promise<{ name: string; content: Uint8Array }> {
  const row = readable(context.user, await findFileContent(context.db, fileId));
  return { name: row.name, content: row.content };
}
