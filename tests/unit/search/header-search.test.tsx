import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { getSearchMockHandler } from '@generated/api/search/search.msw';
import type { SearchResponse } from '@generated/model/searchResponse';

import { HeaderSearch } from '@/features/search/components/header-search';
import { PortalSessionProvider, type PortalSession } from '@/lib/portal-session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const EMPTY: SearchResponse = { total: 0, data: [] };

/** Records the `s` of every search request. */
function serveSearch(response: SearchResponse = EMPTY) {
  const terms: string[] = [];
  server.use(
    getSearchMockHandler(({ request }) => {
      terms.push(new URL(request.url).searchParams.get('s') ?? '');
      return response;
    }),
  );
  return terms;
}

const session = { activeAccount: { id: '100234' } } as unknown as PortalSession;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(route = '/app/market-lens/100234/dashboard'): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (children: ReactNode) => (
    <>
      {children}
      <Location />
    </>
  );
  render(
    <QueryClientProvider client={client}>
      <PortalSessionProvider value={session}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={page(<HeaderSearch />)} />
          </Routes>
        </MemoryRouter>
      </PortalSessionProvider>
    </QueryClientProvider>,
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Search Market Lens' });

describe('HeaderSearch', () => {
  it('sends no request while the term is empty', async () => {
    const terms = serveSearch();
    renderSearch();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(terms).toEqual([]);
  });

  it('debounces typing by 300 ms: one request for the settled term', async () => {
    const terms = serveSearch();
    renderSearch();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    for (const term of ['n', 'no', 'nor', 'north']) {
      fireEvent.change(input(), { target: { value: term } });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(terms).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    vi.useRealTimers();
    expect(await screen.findByText('No results found for north')).toBeInTheDocument();
    expect(terms).toEqual(['north']);
  });

  it('does not refetch when the window regains focus', async () => {
    const terms = serveSearch();
    renderSearch();
    fireEvent.change(input(), { target: { value: 'gas' } });
    await screen.findByText('No results found for gas');
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(terms).toEqual(['gas']);
  });

  it('submits to the search page with the term, keeping the account', async () => {
    serveSearch();
    renderSearch();
    fireEvent.change(input(), { target: { value: '  Q1-27 ' } });
    fireEvent.submit(input().closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/app/market-lens/100234/search?s=Q1-27');
  });

  it('does not submit an empty term', () => {
    serveSearch();
    renderSearch();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.submit(input().closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/app/market-lens/100234/dashboard');
  });

  it('shows no dropdown on the search page, but keeps its term', async () => {
    serveSearch();
    renderSearch('/app/market-lens/search?s=wind');
    expect(input()).toHaveValue('wind');
    fireEvent.focus(input());
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });
});
