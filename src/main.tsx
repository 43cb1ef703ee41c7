import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppRouter, preloadRouteAt } from '@/app/router';
import '@/styles/bootstrap-shell.scss';
import '@/styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// The portal's code is here: the page's notice that its scripts did not start stays hidden (index.html, app.css).
document.documentElement.setAttribute('data-portal-started', '');

// The page's chunk first (already on its way: the HTML preloads it), so that React's first
// frame replaces the prerendered HTML with the same page, not with an empty fallback. A chunk
// that fails to load is shown by the error boundary once rendering starts. (Not a top-level
// await: that splits the build into many more, smaller chunks.)
void preloadRouteAt(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppRouter />
      </StrictMode>,
    ),
  );
