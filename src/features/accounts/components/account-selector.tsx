import './account-selector.css';

import { useCombobox } from 'downshift';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';

import type { Account } from '@generated/model/account';
import { accountLabel } from '@/lib/accounts';

/** Accounts whose label contains the term, ignoring case. */
export function filterAccounts(accounts: readonly Account[], term: string): Account[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...accounts];
  return accounts.filter((account) => accountLabel(account).toLowerCase().includes(needle));
}

/**
 * The account selector: a combobox (downshift: ARIA 1.2 combobox pattern,
 * arrows, Enter, Escape, Home, End) with the placeholder 'Search by customer', a
 * case-insensitive filter, 'No results found.' and Clear.
 */
export function AccountSelector({
  accounts,
  selected,
  onSelect,
  initialIsOpen = false,
}: {
  accounts: readonly Account[];
  selected: Account | null;
  /** The chosen account, or null when cleared. */
  onSelect: (account: Account | null) => void;
  /** Stories open it from the start. */
  initialIsOpen?: boolean;
}) {
  // The list is filtered only by what the user types, not by the selected label.
  const [term, setTerm] = useState('');
  const items = useMemo(() => filterAccounts(accounts, term), [accounts, term]);
  const { stateChangeTypes } = useCombobox;

  // The input's text belongs to downshift (uncontrolled). It reports changes from an effect,
  // after the render: a controlled `inputValue` fed back from onInputValueChange was one
  // render behind, so a key typed before the effect ran was written over ('cold' became 'cld').
  const { isOpen, highlightedIndex, inputValue, getLabelProps, getInputProps, getToggleButtonProps, getMenuProps, getItemProps, selectItem } =
    useCombobox<Account>({
      items,
      initialIsOpen,
      selectedItem: selected,
      itemToString: (account) => (account ? accountLabel(account) : ''),
      itemToKey: (account: Account | null) => account?.id,
      // Leaving without choosing (Escape, blur) puts the selected account's label back; Escape
      // never clears the selection (Clear does).
      stateReducer: (state, { type, changes }) => {
        const leaves =
          type === stateChangeTypes.InputKeyDownEscape ||
          (type === stateChangeTypes.InputBlur && changes.selectedItem === state.selectedItem);
        if (!leaves) return changes;
        return { ...changes, selectedItem: state.selectedItem, inputValue: state.selectedItem ? accountLabel(state.selectedItem) : '' };
      },
      onInputValueChange: ({ inputValue: value, type }) => setTerm(type === stateChangeTypes.InputChange ? value : ''),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem?.id !== selected?.id) onSelect(selectedItem ?? null);
      },
    });

  return (
    <div className="ml-account-selector position-relative">
      <label className="visually-hidden" {...getLabelProps()}>
        Customer account
      </label>
      <div className="input-group">
        <input className="form-control" placeholder="Search by customer" {...getInputProps()} />
        <button
          type="button"
          className="btn btn-outline-dark"
          aria-label={isOpen ? 'Close the account list' : 'Open the account list'}
          {...getToggleButtonProps()}
        >
          <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
        </button>
        <Button
          variant="outline-dark"
          disabled={!selected && inputValue === ''}
          onClick={() => {
            selectItem(null);
            setTerm('');
          }}
        >
          Clear
        </Button>
      </div>
      <ul
        className={`ml-account-selector__menu list-group shadow-sm${isOpen && items.length > 0 ? '' : ' d-none'}`}
        {...getMenuProps()}
      >
        {isOpen
          ? items.map((account, index) => (
              <li
                key={account.id}
                className={`list-group-item list-group-item-action${highlightedIndex === index ? ' active' : ''}`}
                {...getItemProps({ item: account, index })}
              >
                {accountLabel(account)}
              </li>
            ))
          : null}
      </ul>
      {isOpen && items.length === 0 ? (
        <p className="ml-account-selector__menu list-group-item mb-0 shadow-sm" role="status">
          No results found.
        </p>
      ) : null}
    </div>
  );
}
