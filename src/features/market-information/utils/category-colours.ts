/**
 * The one home of the colours of market-information categories (the post cards and the post
 * page draw their badges from it). Each pair is dark text on a pale tint with at least 4.5:1
 * contrast (WCAG 2.1 AA for small text; tests/unit/market-information/category-colours.test.ts
 * checks every pair). A category the portal does not know yet gets the neutral navy pair.
 */
export interface BadgeColours {
  readonly color: string;
  readonly background: string;
}

const NAVY: BadgeColours = { color: '#093f63', background: '#e3edf5' };

export const CATEGORY_COLOURS: Readonly<Record<string, BadgeColours>> = {
  'Daily Report': NAVY,
  Power: { color: '#6b3f00', background: '#fdf0d5' },
  Gas: { color: '#07463a', background: '#dff3ed' },
  'Policy & Regulation': { color: '#4a2a78', background: '#efe8f8' },
  'Market Outlook': { color: '#1c2733', background: '#e6eaef' },
};

export const DEFAULT_CATEGORY_COLOURS = NAVY;

export function categoryColours(category: string): BadgeColours {
  return CATEGORY_COLOURS[category] ?? DEFAULT_CATEGORY_COLOURS;
}
