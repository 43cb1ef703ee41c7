import { describe, expect, it } from 'vitest';

import {
  CATEGORY_COLOURS,
  categoryColours,
  DEFAULT_CATEGORY_COLOURS,
} from '@/features/market-information/utils/category-colours';
import { POST_CATEGORIES } from '../../../server/db/seed/content';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('market-information category colours', () => {
  it.each(Object.entries({ ...CATEGORY_COLOURS, '(unknown)': DEFAULT_CATEGORY_COLOURS }))(
    '%s: text on its tint meets 4.5:1 (WCAG 2.1 AA, small text)',
    (_category, { color, background }) => {
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('has a colour pair of its own for every category the portal seeds', () => {
    for (const { name } of POST_CATEGORIES) expect(Object.keys(CATEGORY_COLOURS)).toContain(name);
  });

  it('gives a category it does not know the neutral pair', () => {
    expect(categoryColours('Carbon')).toBe(DEFAULT_CATEGORY_COLOURS);
  });
});
