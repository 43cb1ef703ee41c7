import Button from 'react-bootstrap/Button';

/** Previous / next paging with the current position, for lists paged by the server. */
export function Pager({ page, pageCount, onPage, label }: { page: number; pageCount: number; onPage: (page: number) => void; label: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="d-flex align-items-center justify-content-center gap-3">
      <Button variant="outline-primary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous<span className="visually-hidden"> page</span>
      </Button>
      <span className="small text-body-secondary" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline-primary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next<span className="visually-hidden"> page</span>
      </Button>
    </nav>
  );
}
