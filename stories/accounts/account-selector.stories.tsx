import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import type { Account } from '@generated/model/account';
import { AccountSelector } from '@/features/accounts/components/account-selector';

const ACCOUNTS: Account[] = [
  { id: '52001', name: 'Harbour Foods Ltd', purchasingGroupId: '8801', PrimaryCompany: 'Harbour Foods Ltd', ParentCompany: 'Harbour Group plc', primaryCompanyId: '72001', parentCompanyId: '72000' },
  { id: '52002', name: 'Harbour Logistics Ltd', purchasingGroupId: '8802', PrimaryCompany: null, ParentCompany: 'Harbour Group plc', primaryCompanyId: null, parentCompanyId: '72000' },
  { id: '52003', name: 'Harbour Estates', PrimaryCompany: 'Harbour Estates', ParentCompany: null, primaryCompanyId: '72003', parentCompanyId: null },
  { id: '52004', name: 'Harbour Marine Services', purchasingGroupId: '8804', PrimaryCompany: 'Harbour Marine Services', ParentCompany: 'Harbour Group plc', primaryCompanyId: '72004', parentCompanyId: '72000' },
];

/** Keeps the selection like the URL does in the app. */
function StatefulSelector({
  accounts,
  initial,
  onSelect,
  initialIsOpen,
}: {
  accounts: Account[];
  initial: Account | null;
  onSelect: (account: Account | null) => void;
  initialIsOpen?: boolean;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <div className="p-4" style={{ minHeight: 360 }}>
      <AccountSelector
        accounts={accounts}
        selected={selected}
        initialIsOpen={initialIsOpen}
        onSelect={(account) => {
          setSelected(account);
          onSelect(account);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Accounts/Account selector',
  component: StatefulSelector,
  parameters: { route: '/app/market-lens/dashboard' },
  args: { accounts: ACCOUNTS, initial: null, onSelect: fn().mockName('onSelect') },
} satisfies Meta<typeof StatefulSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Customer account' });
    await expect(input).toHaveAttribute('placeholder', 'Search by customer');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { initialIsOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await expect(canvas.getByRole('option', { name: 'Harbour Estates' })).toBeVisible();
  },
};

export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Customer account' }), 'LOGISTICS');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['Harbour Logistics Ltd - 8802']);
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Customer account' }), 'Pennine');
    await expect(canvas.getByText('No results found.')).toBeVisible();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

export const Selected: Story = {
  args: { initial: ACCOUNTS[1] ?? null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Customer account' })).toHaveValue('Harbour Logistics Ltd - 8802');
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeEnabled();
  },
};

/** The list answers the keyboard: arrows move, Home and End jump, Enter selects, Escape closes. */
export const KeyboardSelection: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Customer account' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getAllByRole('option')[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(ACCOUNTS[1]);
    await expect(input).toHaveValue('Harbour Logistics Ltd - 8802');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const ClearRemovesTheSelection: Story = {
  args: { initial: ACCOUNTS[0] ?? null },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('combobox', { name: 'Customer account' })).toHaveValue('');
  },
};
