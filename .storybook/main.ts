import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook builds with the project's own vite.config.ts (aliases @/ and @generated/),
 * serves public/ so the MSW worker (public/mockServiceWorker.js) is at the site root,
 * and never phones home (the machines it runs on may have no internet). The portal's
 * static-delivery build step (precompressed copies, preloads in index.html) is for the
 * served portal only, so Storybook's build leaves it out.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).flat().filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'market-lens-static-delivery')),
  }),
};

export default config;
