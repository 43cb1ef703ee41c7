// The new-query form's rules (src/features/support/utils/query-form.ts) match the server's.
import { describe, expect, it } from 'vitest';

import { commentSchema, supportQuerySchema, toCreateRequest } from '@/features/support/utils/query-form';
import { formProblems } from '@/lib/contract-form';

const validateQueryForm = (values: Parameters<typeof toCreateRequest>[0]) => formProblems(supportQuerySchema, values);

const valid = { accountId: '51001', category: 'billing' as const, subject: 'October invoice', description: 'The volume is wrong on it.' };

describe('the new-query form', () => {
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

it('sends trimmed text', () => {
  expect(toCreateRequest({ ...valid, subject: '  October invoice ' })).toEqual({ ...valid, subject: 'October invoice' });
});

it('asks for a comment and keeps it within the contract’s 5000 characters', () => {
  expect(formProblems(commentSchema, { body: '   ' })).toEqual({ body: 'Write a comment before sending it.' });
  expect(formProblems(commentSchema, { body: 'x'.repeat(5001) })).toEqual({ body: 'Keep the comment to 5000 characters.' });
  expect(formProblems(commentSchema, { body: 'Thanks' })).toEqual({});
});
