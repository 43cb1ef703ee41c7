import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CategoryBadge } from '@/features/market-information/components/category-badge';
import { categoryColours } from '@/features/market-information/utils/category-colours';

import { withCardColumn } from '../kit/story-frame';
import { postCategories } from './fixtures';

/** Every category the posts carry (the category filter's fixture), and one the portal does not know yet. */
const CATEGORIES = [...postCategories.data.map(({ name }) => name), 'Carbon'];

function EveryCategory() {
  return (
    <div className="card">
      <div className="card-body d-flex flex-wrap gap-2">
        {CATEGORIES.map((category) => (
          <CategoryBadge key={category} category={category} />
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Market information/Category badges',
  component: EveryCategory,
  decorators: [withCardColumn],
} satisfies Meta<typeof EveryCategory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** axe checks each badge's contrast; the play checks each is drawn in its own colours, not Bootstrap's white. */
export const EveryCategoryBadge: Story = {
  play: async ({ canvas }) => {
    for (const category of CATEGORIES) {
      const badge = canvas.getByText(category);
      const expected = categoryColours(category);
      const probe = document.createElement('span');
      probe.style.color = expected.color;
      probe.style.background = expected.background;
      await expect(getComputedStyle(badge).color).toBe(probe.style.color);
      await expect(getComputedStyle(badge).backgroundColor).toBe(probe.style.backgroundColor);
    }
  },
};
