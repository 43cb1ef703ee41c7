/**
 * Tag `files`: the PDFs of the caller's accounts (needs view:user_files on the account) and
 * the market reports (no account: the PDF of a daily-report post, same id) that every
 * approved customer may read. Another company's file answers 404, like a missing one.
 */
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';

import type { GetFileContentParams } from '../../generated/model/getFileContentParams';
import type { ListFilesParams } from '../../generated/model/listFilesParams';
import type { UserFile } from '../../generated/model/userFile';
import type { UserFilePage } from '../../generated/model/userFilePage';
import type { UserFileResponse } from '../../generated/model/userFileResponse';
import { accountsWithPermission, canSeeAccount, requirePermissionAnywhere, requirePermissionOn, requireVisibleAccount } from '../auth/guard';
import type { FilesTable } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { paging } from '../representations';
import type { Handler } from '../handler';

type FileDetails = Omit<Selectable<FilesTable>, 'content'>;
const DETAIL_COLUMNS = ['id', 'account_id', 'category', 'name', 'description', 'content_type', 'size_bytes', 'created_at'] as const;

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
function listedAccounts(request: FastifyRequest<{ Querystring: ListFilesParams }>): string[] | undefined {
  const context = request.caller.user;
  const { accountId } = request.query;
  if (accountId !== undefined) {
    requireVisibleAccount(context, accountId);
    requirePermissionOn(context, accountId, 'view:user_files');
    return [accountId];
  }
  requirePermissionAnywhere(context, 'view:user_files');
  return accountsWithPermission(context, 'view:user_files');
}

const SORT_COLUMNS = { createdDate: 'created_at', name: 'name', size: 'size_bytes' } as const;

/** `orderBy` is JSON like {"name":"asc"} (the contract's pattern already checked its shape). */
function parseOrderBy(raw: string | undefined): { column: (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS]; direction: 'asc' | 'desc' } {
  if (raw === undefined) return { column: 'created_at', direction: 'desc' };
  try {
    const [[field, direction]] = Object.entries(JSON.parse(raw) as Record<string, 'asc' | 'desc'>) as [[keyof typeof SORT_COLUMNS, 'asc' | 'desc']];
    return { column: SORT_COLUMNS[field], direction };
  } catch {
    throw badRequest('querystring/orderBy must be JSON like {"createdDate":"desc"}', 'orderBy');
  }
}

const listFiles: Handler<{ Querystring: ListFilesParams }, UserFilePage> = async (request) => {
  const accounts = listedAccounts(request);
  const { page, perPage, offset } = paging(request.query);
  const order = parseOrderBy(request.query.orderBy);
  let query = request.server.db.selectFrom('files');
  if (accounts !== undefined) {
    // An account's own files and the shared market reports.
    query = query.where((eb) => eb.or([eb('account_id', 'in', accounts), eb('account_id', 'is', null)]));
  }
  if (request.query.category !== undefined) query = query.where('category', '=', request.query.category);
  const [rows, total] = await Promise.all([
    query.select(DETAIL_COLUMNS).orderBy(order.column, order.direction).orderBy('created_at', 'desc').orderBy('id').limit(perPage).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toUserFile), total: Number(total.count), pagination: { page, perPage } };
};

/** The file if the caller may read it: 404 when it is missing or another company's, 403 without the permission. */
async function readableFile<Row extends FileDetails>(request: FastifyRequest, load: () => Promise<Row | undefined>): Promise<Row> {
  const row = await load();
  const context = request.caller.user;
  if (!row || (row.account_id !== null && !canSeeAccount(context, row.account_id))) throw notFound('File not found');
  if (row.account_id !== null) requirePermissionOn(context, row.account_id, 'view:user_files');
  return row;
}

const getFile: Handler<{ Params: { fileId: string } }, UserFileResponse> = async (request) => {
  const { fileId } = request.params;
  const row = await readableFile(request, () => request.server.db.selectFrom('files').select(DETAIL_COLUMNS).where('id', '=', fileId).executeTakeFirst());
  return { data: toUserFile(row) };
};

/** RFC 6266: a plain ASCII fallback name plus the exact name in UTF-8. */
function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const getFileContent: Handler<{ Params: { fileId: string }; Querystring: GetFileContentParams }, Buffer> = async (request, reply) => {
  const { fileId } = request.params;
  const row = await readableFile(request, () => request.server.db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirst());
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(request.query.disposition ?? 'inline', row.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return Buffer.from(row.content);
};

export const filesHandlers = { listFiles, getFile, getFileContent };
