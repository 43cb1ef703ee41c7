import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';

import { ErrorFallback } from '@/components/ui/error-fallback';
import { AlertIcon } from '@/components/ui/icon-base';

/**
 * A page whose code chunk cannot be fetched — typically the server was redeployed and
 * the old chunk names are gone. The browser's texts differ: Chromium "Failed to fetch
 * dynamically imported module", Firefox "error loading dynamically imported module",
 * Safari "Importing a module script failed"; Vite's preload helper "Unable to preload CSS".
 */
const CHUNK_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * The one automatic reload is remembered in session storage with its time: a chunk that
 * still fails within a minute of it is not reloaded again (no reload loop), the offer
 * to reload is shown instead (docs/session-state.md).
 */
export const CHUNK_RELOAD_KEY = 'market-lens.chunk-reload';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export interface ReloadStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether an automatic reload may happen now (none within the last minute). Reads only. Real time, not the business clock. */
export function automaticReloadAllowed(storage: ReloadStorage, now = Date.now()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  return !(Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS);
}

/** Whether to reload by itself now; if so, the reload is recorded first. */
export function claimAutomaticReload(storage: ReloadStorage, now = Date.now()): boolean {
  if (!automaticReloadAllowed(storage, now)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

export function ChunkLoadFallback({ onReload, reloading = false }: { onReload: () => void; reloading?: boolean }) {
  return (
    <div className="container py-5" role="alert">
      <Card className="mx-auto" style={{ maxWidth: '36rem' }}>
        <Card.Body className="d-flex flex-column align-items-start gap-3">
          <span className="ml-icon-badge ml-icon-badge--danger">
            <AlertIcon size={24} />
          </span>
          <h1 className="h3 mb-0">This page could not be loaded</h1>
          <p className="mb-0 text-body-secondary">
            Market Lens may have been updated since this tab opened. Reload to get the latest version.
          </p>
          <Button variant="primary" onClick={onReload} disabled={reloading}>
            {reloading ? 'Reloading…' : 'Reload'}
          </Button>
        </Card.Body>
      </Card>
    </div>
  );
}

/**
 * Shows a failed chunk load as the reload offer — after one automatic reload — and
 * any other error as the error fallback.
 */
export function AppErrorFallback({ error, onReset }: { error: unknown; onReset?: () => void }) {
  const chunkError = isChunkLoadError(error);
  // Claimed in the effect, not while rendering: React may render an error boundary's fallback
  // more than once before it commits (a retry, strict mode), and a render it throws away must
  // not use up the one automatic reload.
  const [reloading] = useState(() => chunkError && automaticReloadAllowed(window.sessionStorage));
  useEffect(() => {
    if (reloading && claimAutomaticReload(window.sessionStorage)) window.location.reload();
  }, [reloading]);
  if (!chunkError) return <ErrorFallback error={error} onReset={onReset} />;
  return <ChunkLoadFallback reloading={reloading} onReload={() => window.location.reload()} />;
}
