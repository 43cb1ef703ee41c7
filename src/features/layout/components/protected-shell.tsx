import './protected-shell.css';

import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Outlet, useLocation } from 'react-router-dom';

import { MarketLensTabStrip } from './market-lens-tab-strip';
import { MobileBottomBar } from './mobile-bottom-bar';
import { ShellHeader } from './shell-header';
import { Sidebar } from './sidebar';
import { ViewAsBanner } from './view-as-banner';

/**
 * Publishes the height of the sticky top (view-as banner + header) as
 * --ml-shell-top-height, so the sidebar and the notifications panel start below it
 * and the bell stays visible to close the panel again.
 */
function useShellTopHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--ml-shell-top-height', `${element.offsetHeight}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty('--ml-shell-top-height');
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--ml-shell-top-height');
    };
  }, []);
  return ref;
}

/**
 * The frame of every protected page: view-as banner, header,
 * sidebar (a slide-out menu below md), the Market Lens tab strip below md, the
 * account selector when the app shows one, the page, and the bottom bar under 700px.
 * Search, notifications and the account selector come from their features as slots.
 */
export function ProtectedShell({
  search,
  notifications,
  accountSelector,
  children,
}: {
  search: ReactNode;
  notifications: ReactNode;
  /** Rendered above the page; pass null on pages without a selector. */
  accountSelector?: ReactNode;
  /** The page; defaults to the router's <Outlet />. */
  children?: ReactNode;
}) {
  const menuId = useId();
  const menuTitleId = useId();
  const [menuActive, setMenuActive] = useState(false);
  // The slide-out menu closes whenever the route changes (a link was followed).
  const location = useLocation();
  const [menuLocation, setMenuLocation] = useState(location.key);
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setMenuActive(false);
  }

  const topRef = useShellTopHeight();

  return (
    <div className="ml-shell">
      <a href="#main-content" className="visually-hidden-focusable ml-skip-link">
        Skip to main content
      </a>
      <div ref={topRef} className="ml-shell__top">
        <ViewAsBanner />
        <ShellHeader
          search={search}
          notifications={notifications}
          menu={{ expanded: menuActive, controls: menuId, onToggle: () => setMenuActive((active) => !active) }}
        />
      </div>
      <div className="ml-shell__body">
        <Offcanvas
          id={menuId}
          responsive="md"
          placement="start"
          show={menuActive}
          onHide={() => setMenuActive(false)}
          className="ml-shell__sidebar"
          // Only the slide-out (a dialog) needs a name; inline it is a plain container.
          aria-labelledby={menuActive ? menuTitleId : undefined}
        >
          <Offcanvas.Header closeButton closeLabel="Close menu" className="ml-shell__sidebar-header">
            <Offcanvas.Title as="span" id={menuTitleId} className="fw-semibold">
              Menu
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="p-0">
            <Sidebar onNavigate={() => setMenuActive(false)} />
          </Offcanvas.Body>
        </Offcanvas>
        <div className="ml-shell__content">
          <MarketLensTabStrip />
          {accountSelector ? <div className="ml-shell__context-bar">{accountSelector}</div> : null}
          <main id="main-content" className="ml-shell__main" tabIndex={-1}>
            {children ?? <Outlet />}
          </main>
        </div>
      </div>
      <MobileBottomBar />
    </div>
  );
}
