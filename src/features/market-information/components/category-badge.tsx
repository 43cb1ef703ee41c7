import Badge from 'react-bootstrap/Badge';

import { categoryColours } from '../utils/category-colours';

/**
 * A post's category. Its colours are set on the element itself: as a class rule they tied with
 * Bootstrap's `.badge` (white text), and in the built portal, where the stylesheets load in
 * another order, Bootstrap's won (axe: 1.2:1 on every badge).
 */
export function CategoryBadge({ category }: { category: string }) {
  const { color, background } = categoryColours(category);
  return (
    <Badge bg="" className="ml-category-badge" style={{ color, background }}>
      {category}
    </Badge>
  );
}
