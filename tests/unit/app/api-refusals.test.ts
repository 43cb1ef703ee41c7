import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';

import { apiRefusalOf } from '@/app/session/api-refusals';

const refusal = (status: number, message: string) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { statusCode: status, error: 'Forbidden', message },
  });

describe('API refusals that change the session', () => {
  it('recognises the end of the view-as session on the server', () => {
    expect(apiRefusalOf(refusal(403, 'No view-as session is running for this user: it ended or expired. Start viewing as the user again and give a reason.'))).toBe(
      'viewAsSessionEnded',
    );
  });

  it('recognises an account that is no longer approved (revoked)', () => {
    expect(apiRefusalOf(refusal(403, 'Your account is not approved (status: revoked)'))).toBe('accountNotApproved');
  });

  it('ignores every other error', () => {
    expect(apiRefusalOf(refusal(403, 'You do not have the view:orders permission'))).toBeNull();
    expect(apiRefusalOf(refusal(500, 'Your account is not approved (status: revoked)'))).toBeNull();
    expect(apiRefusalOf(new Error('network'))).toBeNull();
  });
});
