import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';

import type { AuditLogEntry } from '@generated/model/auditLogEntry';

/** The audit log shows times in London, to the second. */
export const AUDIT_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** What one raw entry holds: the request (method and path), the change before → after, reason and refusal. */
function RawRequest({ entry }: { entry: AuditLogEntry }) {
  return (
    <span className="d-flex flex-column">
      <span className="text-break">
        <code>{entry.method}</code> {entry.path}
      </span>
      {entry.before !== null && entry.before !== undefined ? (
        <span>
          {entry.before} <span aria-label="changed to">→</span> {entry.after ?? '—'}
        </span>
      ) : null}
      {entry.reason ? <span className="text-body-secondary">Reason: {entry.reason}</span> : null}
      {entry.refusal ? (
        <span>
          <Badge bg="danger" className="me-1">
            Refused
          </Badge>
          {entry.refusal}
        </span>
      ) : null}
    </span>
  );
}

/** The full trace of an audit item: every raw entry, newest first, as the CSV has it. */
export function AuditTrace({ entries, label }: { entries: AuditLogEntry[]; label: string }) {
  return (
    <Table size="sm" className="mb-0 small bg-transparent">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Request</th>
          <th scope="col">From</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="text-nowrap">{AUDIT_TIME.format(new Date(entry.time))}</td>
            <td>
              <RawRequest entry={entry} />
            </td>
            <td className="text-nowrap">{entry.ip ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
