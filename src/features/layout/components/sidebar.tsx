import { useId } from 'react';
import Accordion from 'react-bootstrap/Accordion';

import {
  ChartIcon,
  CoachIcon,
  FileIcon,
  HomeIcon,
  LifebuoyIcon,
  LockIcon,
  LogoutIcon,
  MailIcon,
  NewsIcon,
  SettingsIcon,
  WindTurbineIcon,
} from '@/components/ui/icons';
import { env } from '@/config/env';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { canSeeFiles, OVERVIEW_PATH, visibleMarketLensPages } from '../lib/market-lens-nav';
import { ExternalNavLink } from './external-nav-link';
import { SidebarNavLink } from './sidebar-nav-link';
import { SocialLinks } from './social-links';

const MARKET_LENS_KEY = 'market-lens';

/**
 * The portal's main navigation (spec §2 "Main layout", §6 visibility rules). Links keep
 * the active account segment. `onNavigate` lets the mobile menu close after a choice.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const session = usePortalSession();
  const accountId = session.activeAccount?.id ?? null;
  const pages = visibleMarketLensPages(session);
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
                  {pages.map(({ page, label }) => (
                    <li key={page}>
                      <SidebarNavLink to={marketLensPath(page, accountId)} onNavigate={onNavigate}>
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
        <li>
          <SidebarNavLink to={marketLensPath('messages', accountId)} icon={<MailIcon />} onNavigate={onNavigate}>
            Messages
          </SidebarNavLink>
        </li>
        {canSeeFiles(session) ? (
          <li>
            <SidebarNavLink to={marketLensPath('files', accountId)} icon={<FileIcon />} onNavigate={onNavigate}>
              Files
            </SidebarNavLink>
          </li>
        ) : null}
        <li>
          <SidebarNavLink to={marketLensPath('support', accountId)} icon={<LifebuoyIcon />} onNavigate={onNavigate}>
            Support
          </SidebarNavLink>
        </li>
        <li>
          <SidebarNavLink to={marketLensPath('settings/profile', accountId)} icon={<SettingsIcon />} onNavigate={onNavigate}>
            Settings
          </SidebarNavLink>
        </li>
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
