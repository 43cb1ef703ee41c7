import './search.css';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { IconButton } from '@/components/ui/icon-button';
import { SearchIcon } from '@/components/ui/icons';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { BELOW_DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { usePortalSession } from '@/lib/portal-session';

import { useSearchResults } from '../hooks/use-search-results';
import { useSearchShortcut } from '../hooks/use-search-shortcut';
import { isSearchPagePath, SEARCH_DEBOUNCE_MS } from '../lib/search-constants';
import { searchPagePath } from '../lib/search-result-paths';
import { SearchField } from './search-field';
import { SearchOverlay } from './search-overlay';
import { SearchResultsBody } from './search-results-body';
import { SearchResultsDropdown } from './search-results-dropdown';

/** The history state of the search page's move to the term typed in the box. */
const FOLLOWS_SEARCH_BOX = 'follows-search-box';

/**
 * The header search: a box with a dropdown of grouped results on larger
 * screens, an icon opening a full-screen overlay on small ones. Search is active while
 * the term is non-empty; results close on route change and never show on the search page.
 */
export function HeaderSearch() {
  const { activeAccount } = usePortalSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const onSearchPage = isSearchPagePath(location.pathname);
  const belowDesktop = useMediaQuery(BELOW_DESKTOP_QUERY);

  const pageTerm = onSearchPage ? (searchParams.get('s') ?? '') : null;
  const [term, setTerm] = useState(() => pageTerm ?? '');
  const debouncedTerm = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);

  // On the search page the box and the page's ?s= are one term: a term opened by the URL (back,
  // a link) fills the box, and a term typed in the box (settled) moves the page to it with
  // replace, so the results never stay on the old term.
  const [seenPageTerm, setSeenPageTerm] = useState(pageTerm);
  if (seenPageTerm !== pageTerm) {
    setSeenPageTerm(pageTerm);
    if (pageTerm !== null && location.state !== FOLLOWS_SEARCH_BOX && pageTerm.trim() !== term.trim()) setTerm(pageTerm);
  }
  useEffect(() => {
    if (pageTerm === null || debouncedTerm === '' || debouncedTerm === pageTerm.trim() || debouncedTerm !== term.trim()) return;
    void navigate(`${location.pathname}?s=${encodeURIComponent(debouncedTerm)}`, { replace: true, state: FOLLOWS_SEARCH_BOX });
  }, [pageTerm, debouncedTerm, term, navigate, location.pathname]);
  const query = useSearchResults(debouncedTerm);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);

  // The results close on route change (not when the search page only follows the box's term).
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    if (location.state !== FOLLOWS_SEARCH_BOX) {
      setDropdownOpen(false);
      setOverlayOpen(false);
    }
  }

  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const resultsId = useId();

  useSearchShortcut(() => {
    if (belowDesktop) setOverlayOpen(true);
    else inputRef.current?.focus();
  });

  const active = term.trim() !== '';
  const showResults = active && !onSearchPage;
  const showDropdown = showResults && dropdownOpen && !belowDesktop;

  // A click anywhere outside the search box and its results closes the dropdown.
  useEffect(() => {
    if (!showDropdown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setDropdownOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [showDropdown]);

  const changeTerm = (next: string) => {
    setTerm(next);
    setDropdownOpen(next.trim() !== '');
  };
  const submit = (submitted: string) => void navigate(searchPagePath(submitted, activeAccount?.id));
  const allResultsPath = searchPagePath(debouncedTerm || term.trim(), activeAccount?.id);

  if (belowDesktop) {
    return (
      <>
        <IconButton label="Search" aria-haspopup="dialog" onClick={() => setOverlayOpen(true)}>
          <SearchIcon size={22} />
        </IconButton>
        <SearchOverlay
          show={overlayOpen}
          onClose={() => setOverlayOpen(false)}
          field={
            <SearchField
              ref={inputRef}
              term={term}
              onTermChange={changeTerm}
              onSubmit={submit}
              resultsId={showResults ? resultsId : undefined}
              autoFocus
            />
          }
        >
          {showResults ? (
            <div id={resultsId} role="region" aria-label="Search results">
              <SearchResultsBody term={debouncedTerm || term.trim()} query={query} onNavigate={() => setOverlayOpen(false)} />
            </div>
          ) : null}
        </SearchOverlay>
      </>
    );
  }

  return (
    <div ref={containerRef} className="ml-header-search">
      <SearchField
        ref={inputRef}
        term={term}
        onTermChange={changeTerm}
        onSubmit={submit}
        onFocus={() => setDropdownOpen(active)}
        onEscape={() => setDropdownOpen(false)}
        resultsId={showDropdown ? resultsId : undefined}
      />
      {showDropdown ? (
        <SearchResultsDropdown
          id={resultsId}
          term={debouncedTerm || term.trim()}
          query={query}
          allResultsPath={allResultsPath}
          onClose={() => setDropdownOpen(false)}
        />
      ) : null}
    </div>
  );
}
