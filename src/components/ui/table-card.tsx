import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

import { ScrollArea } from './scroll-area';
import { SkeletonTableRows } from './skeleton';

export interface TableColumn {
  header: ReactNode;
  /** Class of the header cell, e.g. 'text-end' over a column of figures. */
  className?: string;
  /** A column named for screen readers only (the row actions). */
  visuallyHidden?: boolean;
}

/**
 * A list shown from md up as a table in a card that scrolls sideways when it must: a
 * caption for screen readers, one header row, skeleton rows (one cell a column) while it
 * loads, then the caller's `<tr>` rows. Columns given as `false` are left out, so a column
 * shown only sometimes (the Account column across accounts) is written in place.
 */
export function TableCard({
  caption,
  columns,
  pending,
  skeletonRows = 5,
  small = false,
  children,
}: {
  caption: string;
  columns: (TableColumn | false)[];
  pending: boolean;
  skeletonRows?: number;
  /** Compact rows and small text (the audit log). */
  small?: boolean;
  children: ReactNode;
}) {
  const shown = columns.filter((column): column is TableColumn => column !== false);
  return (
    <Card>
      <ScrollArea table>
        <Table hover size={small ? 'sm' : undefined} className={small ? 'mb-0 align-middle small' : 'mb-0 align-middle'}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {shown.map((column, index) => (
                <th key={index} scope="col" className={column.className}>
                  {column.visuallyHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          {pending ? <SkeletonTableRows rows={skeletonRows} columns={shown.length} /> : <tbody>{children}</tbody>}
        </Table>
      </ScrollArea>
    </Card>
  );
}
