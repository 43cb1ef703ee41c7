import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { filterAccounts } from '@/features/accounts/components/account-selector';

import * as stories from '../../../stories/accounts/account-selector.stories';
import { HARBOUR_ACCOUNTS } from '../app/portal-fixtures';

/**
 * The story's selector (it keeps the selection like the URL does), given the three Harbour
 * accounts; `fn()` spies are the story's own kind of onSelect.
 */
const { Closed } = composeStories(stories);

const combobox = () => screen.getByRole('combobox', { name: 'Customer account' });

describe('filterAccounts', () => {
  it('matches labels case-insensitively, purchasing group included', () => {
    expect(filterAccounts(HARBOUR_ACCOUNTS, 'LOGISTICS').map((account) => account.id)).toEqual(['52002']);
    expect(filterAccounts(HARBOUR_ACCOUNTS, '8801').map((account) => account.id)).toEqual(['52001']);
    expect(filterAccounts(HARBOUR_ACCOUNTS, '  ')).toHaveLength(3);
  });
});

describe('AccountSelector', () => {
  it('has the placeholder and filters as the user types, with the empty text', async () => {
    render(<Closed accounts={HARBOUR_ACCOUNTS} onSelect={fn()} />);
    expect(combobox()).toHaveAttribute('placeholder', 'Search by customer');
    await userEvent.type(combobox(), 'estates');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Harbour Estates']);
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'nothing like it');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No results found.')).toBeVisible();
  });

  it('selects with arrows, Home, End and Enter; Escape closes', async () => {
    const onSelect = fn();
    render(<Closed accounts={HARBOUR_ACCOUNTS} onSelect={onSelect} />);
    await userEvent.click(combobox());
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: '52002' }));
    expect(combobox()).toHaveValue('Harbour Logistics Ltd - 8802');

    await userEvent.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Clear removes the selection', async () => {
    const onSelect = fn();
    render(<Closed accounts={HARBOUR_ACCOUNTS} onSelect={onSelect} />);
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: 'Harbour Foods Ltd - 8801' }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: '52001' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(combobox()).toHaveValue('');
  });

  it('keeps every key typed at speed (no delay between keys) and shows the match', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Closed accounts={HARBOUR_ACCOUNTS} onSelect={fn()} />);
    await user.type(combobox(), 'logistics');
    expect(combobox()).toHaveValue('logistics');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Harbour Logistics Ltd - 8802']);
    expect(screen.queryByText('No results found.')).toBeNull();
  });

  it('puts the selected account\'s label back after Escape and after leaving the field, keeping the selection', async () => {
    const onSelect = fn();
    render(<Closed accounts={HARBOUR_ACCOUNTS} initial={HARBOUR_ACCOUNTS[0] ?? null} onSelect={onSelect} />);
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'est');
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveValue('Harbour Foods Ltd - 8801');
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveValue('Harbour Foods Ltd - 8801');

    await userEvent.type(combobox(), 'zzz');
    await userEvent.tab();
    expect(combobox()).toHaveValue('Harbour Foods Ltd - 8801');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
