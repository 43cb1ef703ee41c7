import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';

/**
 * Skeleton loaders: grey shapes where content will appear, marked aria-busy with a
 * screen-reader-only "Loading…" so assistive technology knows the region is loading.
 * Widths follow a fixed pattern (no randomness) so screenshots are stable.
 */
const LINE_WIDTHS = [10, 8, 11, 7, 9, 6] as const;
const CELL_WIDTHS = [8, 6, 10, 5, 7, 9] as const;

const widthAt = (widths: readonly number[], index: number): number => widths[index % widths.length] ?? 8;

export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <Placeholder as="div" animation="glow" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      {Array.from({ length: lines }, (_, index) => (
        <Placeholder key={index} xs={widthAt(LINE_WIDTHS, index)} className="d-block mb-2 rounded" />
      ))}
    </Placeholder>
  );
}

export function SkeletonCard({ lines = 3 }: { lines?: number }) {
  return (
    <Card aria-busy="true">
      <Card.Body>
        <span className="visually-hidden">Loading…</span>
        <Placeholder as="div" animation="glow" aria-hidden="true">
          <Placeholder xs={5} size="lg" className="d-block mb-3 rounded" />
          {Array.from({ length: lines }, (_, index) => (
            <Placeholder key={index} xs={widthAt(LINE_WIDTHS, index)} className="d-block mb-2 rounded" />
          ))}
          <Placeholder.Button xs={3} variant="primary" className="mt-2" tabIndex={-1} />
        </Placeholder>
      </Card.Body>
    </Card>
  );
}

/** Rows for the body of a table whose header is already rendered. */
export function SkeletonTableRows({ rows = 5, columns = 4 }: { rows?: number; columns?: number }) {
  return (
    <tbody aria-busy="true">
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row}>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              {row === 0 && column === 0 ? <span className="visually-hidden">Loading…</span> : null}
              <Placeholder as="span" animation="glow" aria-hidden="true" className="d-block">
                <Placeholder xs={widthAt(CELL_WIDTHS, row + column)} className="rounded" />
              </Placeholder>
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** A card of skeleton lines where a page's content will appear; `label` tells screen readers what is loading. */
export function SkeletonTextCard({ lines = 6, label = 'Loading…' }: { lines?: number; label?: string }) {
  return (
    <Card aria-busy="true">
      <Card.Body>
        <span className="visually-hidden">{label}</span>
        <SkeletonText lines={lines} />
      </Card.Body>
    </Card>
  );
}
