// Reading a failed API call (src/lib/api-error.ts): the contract's error shape and the status.
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';

import { apiErrorField, apiErrorFieldOf, apiErrorMessage, apiErrorStatus } from '@/lib/api-error';

const answered = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, { status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data });

describe('api-error', () => {
  it('reads the message, the status and the blamed field of the contract’s error shape', () => {
    const error = answered(400, { statusCode: 400, error: 'Bad Request', message: 'The first name is too long', field: 'firstname' });
    expect(apiErrorMessage(error)).toBe('The first name is too long');
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiErrorField(error)).toBe('firstname');
  });

  it('names a field for a form only when the form shows it, so any other goes to the page’s alert', () => {
    const fields = ['firstname', 'lastname'] as const;
    expect(apiErrorFieldOf(answered(400, { message: 'Too long', field: 'lastname' }), fields)).toBe('lastname');
    expect(apiErrorFieldOf(answered(400, { message: 'Must be an object', field: 'body' }), fields)).toBeUndefined();
    expect(apiErrorFieldOf(answered(500, { message: 'Try again later' }), fields)).toBeUndefined();
    expect(apiErrorFieldOf(new Error('offline'), fields)).toBeUndefined();
  });
});
