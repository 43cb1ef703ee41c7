import './search.css';

import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router-dom';

import { EmptyStateCard } from '@/components/ui/empty-state-card';

import { useSearchResults } from '../hooks/use-search-results';
import { SearchResultsBody } from './search-results-body';

const RESULT_COUNT = new Intl.PluralRules('en-GB');

/** /app/market-lens/search?s={term}: every result of a search, grouped. */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const term = (searchParams.get('s') ?? '').trim();
  const query = useSearchResults(term);

  return (
    <div className="ml-search-page">
      <h1 className="h3 mb-1">Search results</h1>
      {term === '' ? (
        <div className="mt-4">
          <EmptyStateCard
            title="Search Market Lens"
            text="Type a word from an order, a support query or a price alert in the search box to find it here."
          />
        </div>
      ) : (
        <>
          <p className="text-body-secondary mb-4" aria-live="polite">
            {query.isSuccess
              ? `${query.data.total} ${RESULT_COUNT.select(query.data.total) === 'one' ? 'result' : 'results'} for “${term}”`
              : `Searching for “${term}”`}
          </p>
          <Card>
            <Card.Body>
              <SearchResultsBody term={term} query={query} headingLevel="h2" />
            </Card.Body>
          </Card>
        </>
      )}
    </div>
  );
}
