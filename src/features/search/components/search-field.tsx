import { forwardRef, useId, type FormEvent, type KeyboardEvent } from 'react';

import { CloseIcon, SearchIcon } from '@/components/ui/icons';

import { SEARCH_LABEL } from '../lib/search-constants';

interface SearchFieldProps {
  term: string;
  onTermChange: (term: string) => void;
  /** Enter with a non-empty term. */
  onSubmit: (term: string) => void;
  onFocus?: () => void;
  onEscape?: () => void;
  /** id of the results region while it is shown. */
  resultsId?: string;
  autoFocus?: boolean;
}

/** The search form: 'Search Market Lens', a 'clear' button, Enter submits. */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { term, onTermChange, onSubmit, onFocus, onEscape, resultsId, autoFocus },
  ref,
) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed !== '') onSubmit(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };
  const clear = () => {
    onTermChange('');
    if (ref && typeof ref === 'object') ref.current?.focus();
  };
  return (
    <form role="search" className="ml-search-field" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <SearchIcon size={18} className="ml-search-field__icon" />
      <input
        ref={ref}
        id={inputId}
        type="search"
        className="form-control ml-search-field__input"
        placeholder="Search orders, queries and alerts"
        autoComplete="off"
        enterKeyHint="search"
        value={term}
        onChange={(event) => onTermChange(event.target.value)}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        aria-controls={resultsId}
        autoFocus={autoFocus}
      />
      {term !== '' ? (
        <button type="button" className="ml-search-field__clear" aria-label="clear" onClick={clear}>
          <CloseIcon size={16} />
        </button>
      ) : (
        <kbd className="ml-search-field__hint" aria-hidden="true">
          Ctrl K
        </kbd>
      )}
    </form>
  );
});
