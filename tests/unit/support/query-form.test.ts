// The new-query form's rules (src/features/support/utils/query-form.ts) match the server's.
import { describe, expect, it } from 'vitest';

import { formFieldOf, toCreateRequest, validateQueryForm } from '@/features/support/utils/query-form';

const valid = { accountId: '51001', category: 'billing' as const, subject: 'October invoice', description: 'The volume is wrong on it.' };

describe('validateQueryForm', () => {
  it('accepts a complete query', () => {
    expect(validateQueryForm(valid)).toEqual({});
  });
  it('names every missing or too-short field; spaces do not count', () => {
    expect(validateQueryForm({ accountId: '', category: '', subject: '  ab  ', description: '         x' })).toEqual({
      accountId: 'Choose the account the query is about.',
      category: 'Choose a category.',
      subject: 'Enter a subject of at least 3 characters.',
      description: 'Describe the query in at least 10 characters.',
    });
  });
  it('refuses a subject over 150 characters', () => {
    expect(validateQueryForm({ ...valid, subject: 'x'.repeat(151) }).subject).toBe('Keep the subject to 150 characters.');
  });
});

it('sends trimmed text and maps a server field back to the form', () => {
  expect(toCreateRequest({ ...valid, subject: '  October invoice ' })).toEqual({ ...valid, subject: 'October invoice' });
  expect(formFieldOf('subject')).toBe('subject');
  expect(formFieldOf('extra')).toBeUndefined();
});
