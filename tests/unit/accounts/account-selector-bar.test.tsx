// The account selector is a lazy chunk (docs/performance.md): until it arrives its inert
// input group holds the place, with the active account's label.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { AccountSelectorBar } from '@/features/accounts/components/account-selector-bar';
import { accountLabel } from '@/lib/accounts';
import { PortalSessionProvider, type PortalSession } from '@/lib/portal-session';

import { makePortalSession } from '../../../stories/kit/portal-session-fixtures';
import { HARBOUR_ACCOUNTS, makeProfile } from '../app/portal-fixtures';

/** A multi-company buyer of Harbour Group on Harbour Foods, from the stories' session kit. */
const multiCompanySession = (): PortalSession =>
  makePortalSession({
    profile: makeProfile({ role: 'general', isMultiCompany: true }),
    accounts: HARBOUR_ACCOUNTS,
    activeAccount: HARBOUR_ACCOUNTS[0] ?? null,
    permissions: [],
  });

describe('AccountSelectorBar', () => {
  it('holds the place with the active account until the selector has loaded, then is the combobox', async () => {
    const session = multiCompanySession();
    const label = accountLabel(session.activeAccount!);
    render(
      <MemoryRouter initialEntries={['/app/market-lens/dashboard']}>
        <PortalSessionProvider value={session}>
          <AccountSelectorBar />
        </PortalSessionProvider>
      </MemoryRouter>,
    );
    const placeholder = screen.getByRole('textbox', { name: 'Customer account' });
    expect(placeholder).toHaveValue(label);
    expect(placeholder).toBeDisabled();

    // The selector is a lazy chunk: its import can take longer than findBy's 1 s on a busy machine.
    const combobox = await screen.findByRole('combobox', { name: 'Customer account' }, { timeout: 10_000 });
    expect(combobox).toHaveValue(label);
    expect(combobox).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'Customer account' })).toBeNull();
  });
});
