import { useLocation } from 'react-router-dom';

/**
 * Rendered by the story router for any path other than the story's own, so a story
 * whose component navigates (a redirect, a link) shows where it went.
 */
export function LocationProbe() {
  const location = useLocation();
  return (
    <main className="p-4">
      <p className="mb-1 text-body-secondary small">Story router: navigated to</p>
      <p className="h5 mb-0" data-testid="story-location">
        {location.pathname}
        {location.search}
      </p>
    </main>
  );
}
