import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  AppErrorFallback,
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  claimAutomaticReload,
  isChunkLoadError,
} from '@/app/chunk-load-error';
import { createMemoryStorage } from '@/machines/key-value-storage';

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://localhost:4000/assets/search-page-abc123.js');

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

afterEach(() => vi.unstubAllGlobals());

describe('a failed chunk load', () => {
  it('is told apart from other errors, in every browser wording', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads by itself once, and not again within a minute (no loop)', () => {
    const storage = createMemoryStorage();
    expect(claimAutomaticReload(storage, 1_000)).toBe(true);
    expect(claimAutomaticReload(storage, 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimAutomaticReload(storage, 1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('reloads the page by itself the first time', async () => {
    const reload = stubReload();
    render(<AppErrorFallback error={chunkError} />, { wrapper: MemoryRouter });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it('uses up the one reload only when the fallback is committed, not in a render React throws away', async () => {
    // React may render an error boundary's fallback in an attempt it then discards and renders
    // again; a render alone (here: a server render, which never commits) must claim nothing.
    const reload = stubReload();
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    renderToStaticMarkup(
      <MemoryRouter>
        <AppErrorFallback error={chunkError} />
      </MemoryRouter>,
    );
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    render(<AppErrorFallback error={chunkError} />, { wrapper: MemoryRouter });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('after its reload, offers a reload instead of the raw message', async () => {
    const reload = stubReload();
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    render(<AppErrorFallback error={chunkError} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    expect(screen.queryByText(/Failed to fetch dynamically imported module/)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves any other error to the error fallback', () => {
    const reload = stubReload();
    render(<AppErrorFallback error={new Error('boom')} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Whoops, something went wrong.' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });
});
