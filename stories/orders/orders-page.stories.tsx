import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';

import { getListOrdersMockHandler } from '@generated/api/orders/orders.msw';
import { OrdersPage } from '@/features/orders/components/orders-page';

import { failWith, never } from '../kit/api-responses';
import { secondAccount, singleAccount, withPortalSession } from '../kit/portal-session-fixtures';
import { decodeFormIcons, mobile, withPageFrame } from '../kit/story-frame';
import { ALL_ORDERS, orderPage, pendingLimitOrder, pendingMarketOrder } from './fixtures';

/** Waits up to 5 s: two test workers share one machine. */
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Orders/Orders list',
  component: OrdersPage,
  tags: ['orders'],
  loaders: [decodeFormIcons],
  decorators: [withPageFrame, withPortalSession()],
  parameters: {
    route: '/app/market-lens/100234/orders',
    path: '/app/market-lens/:accountId?/orders',
    msw: { handlers: [getListOrdersMockHandler(orderPage(ALL_ORDERS, 47))] },
    visual: { fullPage: true },
  },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('47 orders', {}, SLOW);
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(ALL_ORDERS.length + 1);
    await expect(within(table).getByRole('link', { name: 'Buy Power base UK Q2-27' })).toHaveAttribute('href', `/app/market-lens/100234/orders/${pendingMarketOrder.id}`);
    await expect(within(table).getByText('Limit 92.50p/therm')).toBeVisible();
    await expect(within(table).getByRole('row', { name: /ML-26-004211/ })).toHaveTextContent('Buy Power base UK Q2-27');
    await expect(canvas.getByText('47 orders')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/app/market-lens/100234/orders/add-new');
  },
};

export const LoadedMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await canvas.findByText('47 orders', {}, SLOW);
    const list = canvas.getByRole('list', { name: 'Orders' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(ALL_ORDERS.length);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [getListOrdersMockHandler(never)] } },
};

export const LoadingMobile: Story = { ...Loading, globals: mobile };

export const Empty: Story = {
  parameters: { msw: { handlers: [getListOrdersMockHandler(orderPage([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders yet.', {}, SLOW)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getListOrdersMockHandler(failWith(503, 'The order book is unavailable.'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The order book is unavailable.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Filters from the URL: pending gas orders of November; the request carries them. */
export const Filtered: Story = {
  parameters: {
    route: '/app/market-lens/100234/orders?status=pending&index=GASNBP&from=2026-11-01&to=2026-11-30',
    msw: {
      handlers: [
        getListOrdersMockHandler(({ request }) => {
          const query = new URL(request.url).searchParams;
          const asked = query.get('status') === 'pending' && query.get('tradeIndex') === 'GASNBP' && query.get('from') === '2026-11-01' && query.get('accountId') === '100234';
          return orderPage(asked ? [pendingLimitOrder] : ALL_ORDERS);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('1 order', {}, SLOW);
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByLabelText('Status')).toHaveValue('pending');
    await expect(canvas.getByLabelText('Trade index')).toHaveValue('GASNBP');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-01');
    await expect(canvas.getByText('1 order')).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  parameters: {
    route: '/app/market-lens/100234/orders?status=expired&index=POWERUKPEAKCAL',
    msw: { handlers: [getListOrdersMockHandler(orderPage([]))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders match these filters.', {}, SLOW)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' })[0]).toBeEnabled();
  },
};

/** Choosing a filter updates the URL and asks again; an end before the start is refused on the spot. */
export const FilterByStatus: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await canvas.findByText('47 orders', {}, SLOW);
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'executed');
    // The select shows what the URL now says.
    await expect(canvas.getByLabelText('Status')).toHaveValue('executed');
    fireEvent.change(canvas.getByLabelText('From'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(canvas.getByLabelText('From')).toHaveValue('2026-11-10'));
    fireEvent.change(canvas.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The end date must not be before the start date.');
  },
};

/** A multi-company user with no account chosen: every account's orders, with an Account column. */
export const AllAccounts: Story = {
  decorators: [withPortalSession({ activeAccount: null, accounts: [singleAccount, secondAccount] })],
  parameters: {
    route: '/app/market-lens/orders',
    msw: {
      handlers: [
        getListOrdersMockHandler(({ request }) =>
          new URL(request.url).searchParams.has('accountId') ? orderPage([]) : orderPage([pendingMarketOrder, { ...pendingLimitOrder, accountId: secondAccount.id }]),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('2 orders', {}, SLOW);
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getByRole('columnheader', { name: 'Account' })).toBeVisible();
    await expect(within(table).getByText('Northwind Logistics - 7002')).toBeVisible();
    await expect(canvas.getByText('Orders of every account you can see.')).toBeVisible();
  },
};
