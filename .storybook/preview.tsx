import '@/styles/bootstrap.scss';
import '@/styles/app.css';

import interVariable from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { fn } from 'storybook/test';

import type { AuthSession } from '@/lib/auth-session';

import { StoryProviders } from './story-providers';

/**
 * Story parameters read here:
 * - `route`: the initial URL (default '/'); `path`: the route pattern the story is
 *   mounted at (default: the route's pathname); other paths render a location probe.
 * - `auth`: part of the login session (default: settled, logged out, no error; actions
 *   are spies). Pass your own `fn()` spies to assert on them in `play`.
 * - `router: false`: no story router (the story renders its own data router).
 * - `msw`: `{ handlers: [...] }` (or call `msw.use(...)` in `beforeEach`).
 * - `visual.fullPage`: screenshot the whole page instead of the viewport.
 */
const defaultSession: AuthSession = {
  isLoading: false,
  isAuthenticated: false,
  errorMessage: null,
  login: fn(async () => {}).mockName('login'),
  register: fn(async () => {}).mockName('register'),
  logout: fn(async () => {}).mockName('logout'),
};

const withAppProviders: Decorator = (Story, { parameters, id }) => {
  const route: string = parameters.route ?? '/';
  const path: string = parameters.path ?? new URL(route, 'http://story.local').pathname;
  const session: AuthSession = { ...defaultSession, ...(parameters.auth as Partial<AuthSession> | undefined) };
  return (
    <StoryProviders key={id} session={session} route={route} path={path} withRouter={parameters.router !== false}>
      <Story />
    </StoryProviders>
  );
};

/**
 * Load the bundled Inter (one variable file, every weight) before the first story renders, so
 * text never renders in a fallback font. The app declares it `font-display: optional`
 * (src/styles/app.css), and Chromium never uses an optional face that took longer than its
 * short block period, not even for text drawn after it arrived: on a busy machine a whole run of
 * screenshots could be in the fallback. So Storybook adds the same file once more as a `block`
 * face, which, added last, wins over the stylesheet's for the same family and weights.
 * (jsdom, where unit tests compose stories, has no font loading: nothing to wait for.)
 */
let interLoaded: Promise<unknown> | undefined;
const fontsLoader = async () => {
  if (!('fonts' in document) || typeof FontFace === 'undefined') return {};
  interLoaded ??= (async () => {
    const face = new FontFace('Inter', `url(${interVariable}) format('woff2-variations')`, { weight: '100 900', style: 'normal', display: 'block' });
    document.fonts.add(face);
    await face.load();
  })();
  await interLoaded;
  return {};
};

const preview: Preview = {
  decorators: [withAppProviders],
  loaders: [mswLoader(), fontsLoader],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        mobile: { name: 'Mobile 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    a11y: {
      // Violations fail the story in the test runner; WCAG 2.1 level A and AA rules.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        // In the story runner (a browser driven by Playwright) axe runs the same rules on the
        // same nodes but describes only the violations, which are all the runner reads: the
        // passing and needing-review nodes are kept to one each instead of every one with its
        // selector and HTML (docs/performance.md, "The test suite's wall time"). Storybook's
        // own a11y panel still lists them all.
        ...(typeof navigator !== 'undefined' && navigator.webdriver ? { resultTypes: ['violations'] } : {}),
      },
    },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
};

export default preview;
