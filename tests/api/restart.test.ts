// @vitest-environment node
import { afterAll, expect, it } from 'vitest';

import { createTestApp, dropLocation, freshLocation, newKeys, USERS } from './harness/test-app';

const location = freshLocation();
afterAll(async () => {
  await dropLocation(location);
});

it('keeps the terms acceptance after closing and reopening the same database', async () => {
  const keys = await newKeys();
  const first = await createTestApp({ location, keys });
  const accepted = await first.call({ method: 'POST', url: '/api/v2/user/terms-acceptance', as: USERS.termsNotAccepted });
  expect(accepted.statusCode).toBe(200);
  const date = accepted.json().data.termsAcceptedDate as string;
  await first.close({ keepData: true });

  const second = await createTestApp({ location, keys, seed: false });
  try {
    const status = await second.call({ method: 'GET', url: '/api/v2/user/terms-status', as: USERS.termsNotAccepted });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.termsAcceptedDate).toBe(date);
  } finally {
    await second.close({ keepData: true });
  }
}, 180_000);
