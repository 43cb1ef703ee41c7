import { describe, expect, it } from 'vitest';

import { REASON_MAX_LENGTH, REASON_MIN_LENGTH, viewAsReasonSchema } from '@/features/admin/components/view-as-reason-dialog';
import { formProblems } from '@/lib/contract-form';

const reasonError = (reason: string) => formProblems(viewAsReasonSchema, { reason }).reason ?? null;

describe('view-as reason (contract: 5 to 500 characters)', () => {
  it('is required and at least 5 characters, ignoring surrounding spaces', () => {
    expect(REASON_MIN_LENGTH).toBe(5);
    expect(reasonError('')).toBe('Enter a reason for viewing as this user.');
    expect(reasonError('  abcd  ')).toBe('The reason must be at least 5 characters.');
    expect(reasonError('abcde')).toBeNull();
  });

  it('is at most 500 characters', () => {
    expect(reasonError('x'.repeat(REASON_MAX_LENGTH))).toBeNull();
    expect(reasonError('x'.repeat(REASON_MAX_LENGTH + 1))).toBe('The reason must be at most 500 characters.');
  });
});
