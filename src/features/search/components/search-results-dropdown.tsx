import CloseButton from 'react-bootstrap/CloseButton';
import { Link } from 'react-router-dom';

import type { useSearchResults } from '../hooks/use-search-results';
import { SearchResultsBody } from './search-results-body';

/** The results under the header search box: closable, with a way to the full page. */
export function SearchResultsDropdown({
  id,
  term,
  query,
  allResultsPath,
  onClose,
}: {
  id: string;
  term: string;
  query: ReturnType<typeof useSearchResults>;
  allResultsPath: string;
  onClose: () => void;
}) {
  return (
    <div id={id} className="ml-search-dropdown" role="region" aria-label="Search results">
      <div className="ml-search-dropdown__head">
        <span className="text-truncate">
          Results for <strong>{term}</strong>
        </span>
        <CloseButton aria-label="Close search results" onClick={onClose} />
      </div>
      <div className="ml-search-dropdown__body">
        <SearchResultsBody term={term} query={query} onNavigate={onClose} />
      </div>
      {query.isSuccess && query.data.total > 0 ? (
        <div className="ml-search-dropdown__foot">
          <Link to={allResultsPath} onClick={onClose}>
            See all results
          </Link>
        </div>
      ) : null}
    </div>
  );
}
