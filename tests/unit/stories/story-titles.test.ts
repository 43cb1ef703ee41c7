// Story titles mirror the folders (one name per thing): a story in stories/closing-prices/ is
// titled "Closing prices/…", so Storybook's sidebar, the baseline files (named by story id) and
// the source tree read the same. Every baseline belongs to a story title that exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
/** Storybook's id form of a title: lower case, every run of other characters one dash. */
const idOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const stories = readdirSync(path.join(root, 'stories'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => {
    const title = /title: '([^']+)'/.exec(readFileSync(path.join(root, 'stories', file), 'utf8'))?.[1];
    return { file, folder: file.split(path.sep)[0]!, title };
  });

describe('story titles', () => {
  it('start with their folder', () => {
    const astray = stories.filter(({ folder, title }) => !title || idOf(title.split('/')[0]!) !== folder);
    expect(astray.map(({ file, title }) => `${file}: ${title}`)).toEqual([]);
  });

  it('own every visual baseline', () => {
    const titles = new Set(stories.map(({ title }) => idOf(title ?? '')));
    const baselines = readdirSync(path.join(root, 'tests/visual/__snapshots__')).filter((file) => file.endsWith('.png'));
    expect(baselines.length).toBeGreaterThan(400);
    expect(baselines.filter((file) => !titles.has(file.split('--')[0]!))).toEqual([]);
  });
});
