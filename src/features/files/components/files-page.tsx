import './files.css';

import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';

import { useListFiles } from '@generated/api/files/files';
import type { FileCategory } from '@generated/model/fileCategory';
import type { UserFile } from '@generated/model/userFile';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { FileIcon } from '@/components/ui/icons';
import { Pager } from '@/components/ui/pager';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import { accountLabel } from '@/lib/accounts';
import { apiErrorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { useDownloadFile } from '../hooks/use-download-file';
import { useFileFilters } from '../hooks/use-file-filters';
import { FILE_CATEGORY_LABELS, FILE_CATEGORY_SINGULAR, FILE_SORTS, FILES_PER_PAGE, type FileSort, isFileCategory } from '../utils/file-filters';
import { formatFileSize } from '../utils/format-file';

export const FILES_ERROR = 'Your files could not be loaded. Please try again later.';

/**
 * Files: the PDFs of the active account (or, with no account selected, of every account the
 * user may see) with the market reports, filtered by category and sorted, a page at a time;
 * the filters live in the URL. A name opens the report viewer; Download saves the PDF.
 */
export function FilesPage() {
  const { activeAccount, accounts } = usePortalSession();
  const { category, sort, page, setCategory, setSort, setPage } = useFileFilters();
  const files = useListFiles(
    {
      page,
      perPage: FILES_PER_PAGE,
      orderBy: FILE_SORTS[sort].orderBy,
      ...(category ? { category } : {}),
      ...(activeAccount ? { accountId: activeAccount.id } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const download = useDownloadFile();
  const accountNames = new Map(accounts.map((account) => [account.id, accountLabel(account)]));
  const showAccount = !activeAccount && accounts.length > 1;
  const accountOf = (file: UserFile) => (file.accountId === null ? 'All customers' : (accountNames.get(file.accountId) ?? file.accountId));
  const total = files.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / FILES_PER_PAGE));
  const rows = files.data?.data ?? [];
  const columns = showAccount ? 6 : 5;

  return (
    <div className="d-flex flex-column gap-3">
      <header className="d-flex flex-wrap justify-content-between align-items-end gap-3">
        <div>
          <h1 className="h3 mb-1">Files</h1>
          <p className="text-body-secondary mb-0">
            {activeAccount ? `Reports, invoices and contracts of ${accountLabel(activeAccount)}, with the market reports.` : 'Reports, invoices and contracts of your accounts, with the market reports.'}
          </p>
        </div>
        <FileFilters category={category} sort={sort} onCategory={setCategory} onSort={setSort} />
      </header>
      {files.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(files.error) ?? FILES_ERROR}
        </Alert>
      ) : null}
      {files.isSuccess && rows.length === 0 ? (
        <EmptyStateCard
          title="No files found."
          text={category ? `There are no ${FILE_CATEGORY_LABELS[category].toLowerCase()} yet.` : 'Reports, invoices and contracts appear here once they are ready.'}
        />
      ) : null}
      {files.isPending || rows.length > 0 ? (
        <Card>
          <Table hover className="mb-0 align-middle ml-files-table">
            <caption className="visually-hidden">Files{category ? `: ${FILE_CATEGORY_LABELS[category]}` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="d-none d-md-table-cell">
                  Category
                </th>
                {showAccount ? (
                  <th scope="col" className="d-none d-md-table-cell">
                    Account
                  </th>
                ) : null}
                <th scope="col" className="d-none d-md-table-cell text-end">
                  Size
                </th>
                <th scope="col" className="d-none d-md-table-cell">
                  Date
                </th>
                <th scope="col">
                  <span className="visually-hidden">Download</span>
                </th>
              </tr>
            </thead>
            {files.isPending ? (
              <SkeletonTableRows rows={5} columns={columns} />
            ) : (
              <tbody>
                {rows.map((file) => (
                  <tr key={file.id}>
                    <td className="text-break">
                      <Link to={marketLensPath(`files/view/${file.id}`, activeAccount?.id)} className="fw-medium">
                        {file.name}
                      </Link>
                      {/* Below md the other columns are folded under the name. */}
                      <div className="small text-body-secondary d-md-none">
                        {FILE_CATEGORY_SINGULAR[file.category]} · {formatFileSize(file.size)} · {formatLongDate(file.createdDate)}
                      </div>
                    </td>
                    <td className="d-none d-md-table-cell">{FILE_CATEGORY_SINGULAR[file.category]}</td>
                    {showAccount ? <td className="d-none d-md-table-cell">{accountOf(file)}</td> : null}
                    <td className="d-none d-md-table-cell text-end text-nowrap">{formatFileSize(file.size)}</td>
                    <td className="d-none d-md-table-cell text-nowrap">
                      <time dateTime={file.createdDate}>{formatLongDate(file.createdDate)}</time>
                    </td>
                    <td className="text-end">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="d-inline-flex align-items-center gap-1"
                        disabled={download.isPending && download.variables.id === file.id}
                        onClick={() => download.mutate(file)}
                      >
                        <FileIcon size={16} />
                        Download<span className="visually-hidden"> {file.name}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            )}
          </Table>
        </Card>
      ) : null}
      {files.isSuccess && total > 0 ? (
        <p className="small text-body-secondary mb-0 text-center">
          {total === 1 ? '1 file' : `${total} files`}
        </p>
      ) : null}
      <Pager page={page} pageCount={pageCount} onPage={setPage} label="File pages" />
    </div>
  );
}

function FileFilters({
  category,
  sort,
  onCategory,
  onSort,
}: {
  category: FileCategory | null;
  sort: FileSort;
  onCategory: (category: FileCategory | null) => void;
  onSort: (sort: FileSort) => void;
}) {
  const categoryId = useId();
  const sortId = useId();
  return (
    <div className="d-flex flex-wrap gap-2 ml-files-filters">
      <Form.Group controlId={categoryId}>
        <Form.Label className="small fw-semibold mb-1">Category</Form.Label>
        <Form.Select size="sm" value={category ?? ''} onChange={(event) => onCategory(isFileCategory(event.target.value) ? event.target.value : null)}>
          <option value="">All categories</option>
          {(Object.keys(FILE_CATEGORY_LABELS) as FileCategory[]).map((name) => (
            <option key={name} value={name}>
              {FILE_CATEGORY_LABELS[name]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={sortId}>
        <Form.Label className="small fw-semibold mb-1">Sort by</Form.Label>
        <Form.Select size="sm" value={sort} onChange={(event) => onSort(event.target.value as FileSort)}>
          {(Object.keys(FILE_SORTS) as FileSort[]).map((name) => (
            <option key={name} value={name}>
              {FILE_SORTS[name].label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}
