import { lazy, Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';

import { LoadingSpinner } from '@/components/ui/loading-spinner';

import type { useSearchResults } from '../hooks/use-search-results';
import { searchErrorMessage } from '../lib/search-error';

// Results are drawn only once a term is typed: their code stays out of the shell's first load.
const SearchResultGroups = lazy(() => import('./search-result-groups').then((module) => ({ default: module.SearchResultGroups })));

/** Loading, error, 'No results found for {term}' or the grouped results of one search. */
export function SearchResultsBody({
  term,
  query,
  headingLevel,
  onNavigate,
}: {
  term: string;
  query: ReturnType<typeof useSearchResults>;
  headingLevel?: 'h2' | 'h3';
  onNavigate?: () => void;
}) {
  if (query.isPending) return <LoadingSpinner label="Searching…" visibleLabel centered size="sm" />;
  if (query.isError) {
    return (
      <Alert variant="danger" className="mb-0">
        {searchErrorMessage(query.error)}
      </Alert>
    );
  }
  const groups = query.data.data.filter((group) => group.results.length > 0);
  if (groups.length === 0) return <p className="ml-search-empty mb-0">No results found for {term}</p>;
  return (
    <Suspense fallback={<LoadingSpinner label="Searching…" visibleLabel centered size="sm" />}>
      <SearchResultGroups groups={groups} headingLevel={headingLevel} onNavigate={onNavigate} />
    </Suspense>
  );
}
