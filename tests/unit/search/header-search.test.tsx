import { composeStory, type Decorator } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import * as stories from '../../../stories/search/header-search.stories';
import { storyServer } from '../story-msw';

afterEach(() => {
  vi.useRealTimers();
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const withLocation: Decorator = (Story) => (
  <>
    <Story />
    <Location />
  </>
);

/**
 * The "No results" story (its session, providers and search handler, which answers no
 * results), mounted at every path of its router as the shell mounts the search box, so
 * it stays after a navigation, with the location beside it. Records the `s` of every
 * search request.
 */
async function renderSearch(route = '/app/market-lens/100234/dashboard'): Promise<string[]> {
  const story = stories.NoResults;
  const Story = composeStory({ ...story, parameters: { ...story.parameters, route, path: '*' }, decorators: [withLocation] }, stories.default);
  await Story.load();
  const terms: string[] = [];
  storyServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/search')) terms.push(url.searchParams.get('s') ?? '');
  });
  render(<Story />);
  return terms;
}

const input = () => screen.getByRole('searchbox', { name: 'Search Market Lens' });

describe('HeaderSearch', () => {
  it('sends no request while the term is empty', async () => {
    const terms = await renderSearch();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(terms).toEqual([]);
  });

  it('debounces typing by 300 ms: one request for the settled term', async () => {
    const terms = await renderSearch();
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
    const terms = await renderSearch();
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
    await renderSearch();
    fireEvent.change(input(), { target: { value: '  Q1-27 ' } });
    fireEvent.submit(input().closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/app/market-lens/100234/search?s=Q1-27');
  });

  it('does not submit an empty term', async () => {
    await renderSearch();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.submit(input().closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/app/market-lens/100234/dashboard');
  });

  it('shows no dropdown on the search page, but keeps its term', async () => {
    await renderSearch('/app/market-lens/search?s=wind');
    expect(input()).toHaveValue('wind');
    fireEvent.focus(input());
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });

  it('on the search page, moves the page to a new term once it has settled (the results follow the box)', async () => {
    await renderSearch('/app/market-lens/search?s=wind');
    fireEvent.change(input(), { target: { value: 'gas peak' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/app/market-lens/search?s=wind');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByTestId('location')).toHaveTextContent('/app/market-lens/search?s=gas%20peak');
    expect(input()).toHaveValue('gas peak');
  });
});

