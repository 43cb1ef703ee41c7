// Reading a failed API call (src/lib/api-error.ts): the contract's error shape and the status.
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';

import { apiErrorField, apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { showApiError } from '@/lib/contract-form';

const answered = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, { status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data });

describe('api-error', () => {
  it('reads the message, the status and the blamed field of the contract’s error shape', () => {
    const error = answered(400, { statusCode: 400, error: 'Bad Request', message: 'The first name is too long', field: 'firstname' });
    expect(apiErrorMessage(error)).toBe('The first name is too long');
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiErrorField(error)).toBe('firstname');
  });

  it('puts a refusal under a field only when the form shows it, so any other goes to the page’s alert', () => {
    const fields = ['firstname', 'lastname'] as const;
    const shown = (error: unknown, on: typeof fields | Record<string, 'firstname' | 'lastname'> = fields) => {
      const set: [string, string][] = [];
      const alert = showApiError<{ firstname: string; lastname: string }>({ setError: (name, { message }) => set.push([name, message ?? '']) }, error, on, 'Not saved.');
      return { alert, set };
    };
    expect(shown(answered(400, { message: 'Too long', field: 'lastname' }))).toEqual({ alert: undefined, set: [['lastname', 'Too long']] });
    expect(shown(answered(400, { message: 'Must be an object', field: 'body' }))).toEqual({ alert: 'Must be an object', set: [] });
    expect(shown(answered(500, { message: 'Try again later' }))).toEqual({ alert: 'Try again later', set: [] });
    expect(shown(new Error('offline'))).toEqual({ alert: 'offline', set: [] });
    // A form may name the contract's field by its own name.
    expect(shown(answered(400, { message: 'Not tradable', field: 'surname' }), { surname: 'lastname' })).toEqual({ alert: undefined, set: [['lastname', 'Not tradable']] });
  });
});
