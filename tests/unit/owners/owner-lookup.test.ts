import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { lookupOwners, USER_ID_REQUIRED } from '@/features/owners/utils/owner-lookup';

const requests: string[] = [];
const server = setupServer(
  http.get('*/owners/:hsId', ({ request, params }) => {
    requests.push(new URL(request.url).pathname);
    return HttpResponse.json({ data: [{ id: '9001', firstName: 'Priya', lastName: 'Raman', jobTitle: null, companyPhone: null, email: null, profilePictureUrl: null, hsId: params.hsId }] });
  }),
);

beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

describe("owner lookup: 'User ID is required' without an id", () => {
  it('is the product text, word for word', () => {
    expect(USER_ID_REQUIRED).toBe('User ID is required');
  });

  it.each([undefined, null, '', '   '])('fails with it for %o, before any request', async (hsId) => {
    await expect(lookupOwners(hsId)).rejects.toThrow(new Error('User ID is required'));
    expect(requests).toEqual([]);
  });

  it('asks GET /owners/{hsId} with an id', async () => {
    const response = await lookupOwners('1001');
    expect(response.data.map((owner) => owner.id)).toEqual(['9001']);
    expect(requests).toEqual(['/api/v2/owners/1001']);
  });
});
