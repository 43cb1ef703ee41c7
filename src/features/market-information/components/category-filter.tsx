import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Placeholder from 'react-bootstrap/Placeholder';

import { useListPostCategories } from '@generated/api/posts/posts';

/**
 * Filters posts by category ('' = all), with each category's post count. The select is
 * drawn once the categories have settled (a placeholder before): a native select whose
 * options or disabled state change after mounting is repainted by Chromium with
 * slightly different corners from run to run, which broke pixel-exact baselines.
 */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const id = useId();
  const categories = useListPostCategories();
  const options = categories.data?.data ?? [];
  return (
    <Form.Group controlId={id} className="ml-category-filter">
      <Form.Label className="small fw-semibold mb-1">Category</Form.Label>
      {categories.isPending ? (
        <Placeholder as="div" animation="glow" aria-hidden="true">
          <Placeholder xs={12} className="rounded" style={{ height: 31 }} />
        </Placeholder>
      ) : (
        <Form.Select size="sm" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">All categories</option>
          {options.map((category) => (
            <option key={category.name} value={category.name}>
              {category.name} ({category.postCount})
            </option>
          ))}
          {/* A category from the URL that no longer exists stays selectable, so the select shows it. */}
          {value !== '' && categories.isSuccess && !options.some((category) => category.name === value) ? (
            <option value={value}>{value}</option>
          ) : null}
        </Form.Select>
      )}
      {categories.isError ? <Form.Text className="text-danger">Categories could not be loaded.</Form.Text> : null}
    </Form.Group>
  );
}
