import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { ShellHeader } from '@/features/layout/components/shell-header';
import { HeaderSearch } from '@/features/search/components/header-search';

import { loggedInAuth, withPortalSession } from '../kit/portal-session-fixtures';
import { searchHandlers } from './fixtures';

import '@/features/layout/components/protected-shell.css';

/** Requests go through MSW; under a loaded test run they can take a few seconds. */
const NETWORK = { timeout: 8000 };

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
const LABEL = 'Search Market Lens';

const meta = {
  title: 'Search/Header search',
  component: HeaderSearch,
  parameters: {
    route: '/app/market-lens/100234/dashboard',
    path: '/app/market-lens/:accountId/dashboard',
    auth: loggedInAuth,
    msw: { handlers: [searchHandlers.results] },
  },
  decorators: [
    (Story) => (
      <div className="ml-shell">
        <ShellHeader search={<Story />} />
        <main className="ml-shell__main">
          <label className="form-label" htmlFor="other-field">
            Another text field
          </label>
          <input id="other-field" className="form-control" style={{ maxWidth: '20rem' }} />
        </main>
      </div>
    ),
    withPortalSession(),
  ],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: LABEL });
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('region', { name: 'Search results' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'clear' })).toBeNull();
  },
};

/** Typing shows the grouped results (orders, queries, alerts) in the spec's formats. */
export const TypingWithResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: LABEL }), 'north');
    const results = await canvas.findByRole('region', { name: 'Search results' }, NETWORK);
    await expect(await canvas.findByRole('heading', { name: 'Orders (2)' }, NETWORK)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Queries (1)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Alerts (2)' })).toBeVisible();
    await expect(results).toHaveTextContent('+5 MW · £804,227.50 · 17-02-2026 · Executed');
    await expect(results).toHaveTextContent('-12,000 therms/day · £2,150,400.00 · 02-03-2026 · Pending');
    await expect(results).toHaveTextContent('Expires 30-06-2026 · Closing price · Original price £96.40/MWh');
    await expect(canvas.getByRole('link', { name: /Northwind depot/ })).toHaveAttribute(
      'href',
      '/app/market-lens/100234/support/queries/7c1e3a5b-2d4f-4e6a-8b0c-1d3e5f7a9b24',
    );
  },
};

export const Searching: Story = {
  parameters: { msw: { handlers: [searchHandlers.loading] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: LABEL }), 'north');
    await expect(await canvas.findByRole('status', {}, NETWORK)).toHaveTextContent('Searching…');
  },
};

export const NoResults: Story = {
  parameters: { msw: { handlers: [searchHandlers.none] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: LABEL }), 'zzz');
    await expect(await canvas.findByText('No results found for zzz', {}, NETWORK)).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: [searchHandlers.error] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: LABEL }), 'north');
    await expect(
      await canvas.findByText('Error fetching periods for dropdown: Search is temporarily unavailable', {}, NETWORK),
    ).toBeVisible();
  },
};

/** Ctrl+K focuses the search box, even from another text field. */
export const ShortcutCtrlK: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Another text field' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(canvas.getByRole('searchbox', { name: LABEL })).toHaveFocus();
  },
};

/** '/' focuses the search box outside a text field, and types normally inside one. */
export const ShortcutSlash: Story = {
  play: async ({ canvas, userEvent }) => {
    const other = canvas.getByRole('textbox', { name: 'Another text field' });
    await userEvent.type(other, 'a/b');
    await expect(other).toHaveValue('a/b');
    await expect(other).toHaveFocus();
    other.blur();
    await userEvent.keyboard('/');
    const input = canvas.getByRole('searchbox', { name: LABEL });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
  },
};

/** 'clear' empties the term, closes the results and keeps the focus in the box. */
export const ClearButton: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: LABEL });
    await userEvent.type(input, 'north');
    await canvas.findByRole('region', { name: 'Search results' }, NETWORK);
    await userEvent.click(canvas.getByRole('button', { name: 'clear' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: 'Search results' })).toBeNull();
  },
};

/** The dropdown closes with its close button, Escape, or a click outside; focus brings it back. */
export const CloseDropdown: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: LABEL });
    await userEvent.type(input, 'north');
    await userEvent.click(await canvas.findByRole('button', { name: 'Close search results' }, NETWORK));
    await expect(canvas.queryByRole('region', { name: 'Search results' })).toBeNull();
    await userEvent.click(input);
    await expect(await canvas.findByRole('region', { name: 'Search results' }, NETWORK)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Search results' })).toBeNull();
    await userEvent.type(input, 'a');
    await canvas.findByRole('region', { name: 'Search results' }, NETWORK);
    await userEvent.click(canvas.getByRole('main'));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Search results' })).toBeNull());
  },
};

/** Enter goes to the search page with the term (keeping the account). */
export const SubmitGoesToSearchPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: LABEL }), 'gas & power{Enter}');
    await expect(await canvas.findByTestId('story-location', {}, NETWORK)).toHaveTextContent(
      '/app/market-lens/100234/search?s=gas%20%26%20power',
    );
  },
};

/** On the search page itself the dropdown never shows. */
export const OnSearchPage: Story = {
  parameters: { route: '/app/market-lens/search?s=north', path: '/app/market-lens/search' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: LABEL });
    await expect(input).toHaveValue('north');
    await userEvent.type(input, 'wind');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.queryByRole('region', { name: 'Search results' })).toBeNull();
  },
};

export const MobileIdle: Story = {
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** Small screens: the icon opens a full-screen overlay, focused, with the results. */
export const MobileOverlayOpen: Story = {
  globals: MOBILE,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const overlay = await screen.findByRole('dialog', { name: 'Search' }, NETWORK);
    const input = screen.getByRole('searchbox', { name: LABEL });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'north');
    await expect(await screen.findByRole('heading', { name: 'Orders (2)' }, NETWORK)).toBeVisible();
    await expect(overlay).toBeVisible();
  },
};

export const MobileOverlayClosesOnEscape: Story = {
  globals: MOBILE,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const overlay = await screen.findByRole('dialog', { name: 'Search' }, NETWORK);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(overlay).not.toBeInTheDocument());
  },
};

export const MobileOverlayClosesOnCloseButton: Story = {
  globals: MOBILE,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const overlay = await screen.findByRole('dialog', { name: 'Search' }, NETWORK);
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(overlay).not.toBeInTheDocument());
  },
};

export const MobileOverlayClosesOnOutsideClick: Story = {
  globals: MOBILE,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const overlay = await screen.findByRole('dialog', { name: 'Search' }, NETWORK);
    // The dimmed area below the search panel belongs to the modal, outside its dialog box.
    await userEvent.click(overlay);
    await waitFor(() => expect(overlay).not.toBeInTheDocument());
  },
};

/** Ctrl+K on a small screen opens the overlay. */
export const MobileShortcutOpensOverlay: Story = {
  globals: MOBILE,
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(await screen.findByRole('dialog', { name: 'Search' }, NETWORK)).toBeVisible();
  },
};
