import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

/**
 * A page at its route and, once it navigates away, where it went: the story router's own probe
 * replaces the whole story (its page frame and toast container too), so a toast shown on the
 * way out (an order placed, an alert created) would never be in the baseline. Mount the story
 * at path '*' and render this inside the page frame instead.
 */
export function PageThenLocation({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={<Navigated />} />
    </Routes>
  );
}

function Navigated() {
  const location = useLocation();
  return (
    <>
      <p className="mb-1 text-body-secondary small">Story router: navigated to</p>
      <p className="h5 mb-0" data-testid="story-location">
        {location.pathname}
        {location.search}
      </p>
    </>
  );
}
