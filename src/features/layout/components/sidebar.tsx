import { useId } from 'react';
import Accordion from 'react-bootstrap/Accordion';

import { ChartIcon, CoachIcon, HomeIcon, LockIcon, LogoutIcon, NewsIcon, WindTurbineIcon } from '@/components/ui/icons';
import { env } from '@/config/env';
import { navPages } from '@/lib/market-lens-pages';
import { marketLensPath, OVERVIEW_PATH } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { useNavAccountId } from '@/lib/use-nav-account-id';
import { ExternalNavLink } from './external-nav-link';
import { SidebarNavLink } from './sidebar-nav-link';
import { SocialLinks } from './social-links';

const MARKET_LENS_KEY = 'market-lens';

/**
 * The portal's main navigation: Overview, Energy Generators, the Market Lens accordion,
 * My Energy Coach (locked), news and insights, the portal pages, Logout and the social
 * links. Which pages it links to, and when they are hidden, comes from the page registry
 * (docs/routes.md). Links keep the URL's account segment (useNavAccountId). `onNavigate` lets the mobile
 * menu close after a choice.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const session = usePortalSession();
  const accountId = useNavAccountId();
  const marketLensPages = navPages('market-lens', session);
  const portalPages = navPages('portal', session);
  const coachNoteId = useId();

  return (
    <nav className="ml-sidebar" aria-label="Main">
      <ul className="ml-nav list-unstyled mb-0">
        <li>
          <SidebarNavLink to={OVERVIEW_PATH} icon={<HomeIcon />} onNavigate={onNavigate}>
            Overview
          </SidebarNavLink>
        </li>
        <li>
          <ExternalNavLink href={env.energyGeneratorsUrl} icon={<WindTurbineIcon />}>
            Energy Generators
          </ExternalNavLink>
        </li>
        <li>
          <Accordion defaultActiveKey={MARKET_LENS_KEY} flush className="ml-nav-accordion">
            <Accordion.Item eventKey={MARKET_LENS_KEY}>
              <Accordion.Header as="div">
                <ChartIcon />
                <span className="ml-nav-link__label">Market Lens</span>
              </Accordion.Header>
              <Accordion.Body>
                <ul className="list-unstyled mb-0">
                  {marketLensPages.map(({ page, label }) => (
                    <li key={page.path}>
                      <SidebarNavLink to={marketLensPath(page.path, accountId)} onNavigate={onNavigate}>
                        {label}
                      </SidebarNavLink>
                    </li>
                  ))}
                </ul>
              </Accordion.Body>
            </Accordion.Item>
          </Accordion>
        </li>
        <li>
          {/* A button (not a link) so keyboard users reach it and hear why it does nothing. */}
          <button
            type="button"
            className="ml-nav-link ml-nav-link--locked"
            aria-disabled="true"
            aria-describedby={coachNoteId}
            onClick={(event) => event.preventDefault()}
          >
            <CoachIcon />
            <span className="ml-nav-link__label">My Energy Coach</span>
            <LockIcon size={16} className="ml-nav-link__trail" />
          </button>
          <span id={coachNoteId} className="visually-hidden">
            Locked: My Energy Coach is not available on your account yet.
          </span>
        </li>
        <li>
          <ExternalNavLink href={env.newsAndInsightsUrl} icon={<NewsIcon />}>
            Energy news and insights
          </ExternalNavLink>
        </li>
        <li className="ml-nav__divider" aria-hidden="true" />
        {portalPages.map(({ page, label, icon: Icon }) => (
          <li key={page.path}>
            <SidebarNavLink to={marketLensPath(page.path, accountId)} icon={Icon ? <Icon /> : undefined} onNavigate={onNavigate}>
              {label}
            </SidebarNavLink>
          </li>
        ))}
        <li>
          <button type="button" className="ml-nav-link" onClick={session.logout}>
            <LogoutIcon />
            <span className="ml-nav-link__label">Logout</span>
          </button>
        </li>
      </ul>
      <div className="ml-sidebar__footer">
        <SocialLinks />
      </div>
    </nav>
  );
}
