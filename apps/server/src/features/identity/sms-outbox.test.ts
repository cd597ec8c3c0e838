import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '@/db/schema/index.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';

const AGENT = '+33639985001';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(smsOutbox).values([
    {
      phoneNumber: AGENT,
      body: 'Your verification code is 111111.',
      createdAt: new Date('2025-01-01T10:00:00Z'),
    },
    {
      phoneNumber: AGENT,
      body: 'Your verification code is 222222.',
      createdAt: new Date('2025-01-01T10:05:00Z'),
    },
    { phoneNumber: '+33639985002', body: 'Your verification code is 333333.' },
  ]);
});
afterAll(() => t.close());

describe('GET /api/identity/dev/sms-outbox', () => {
  it('lists the messages kept for that number, newest first, when not in production', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/identity/dev/sms-outbox',
      query: { phoneNumber: '06 39 98 50 01' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          phoneNumber: AGENT,
          body: 'Your verification code is 222222.',
          createdAt: '2025-01-01T10:05:00.000Z',
        },
        {
          phoneNumber: AGENT,
          body: 'Your verification code is 111111.',
          createdAt: '2025-01-01T10:00:00.000Z',
        },
      ],
    });
  });

  it('answers 400 naming phoneNumber when the number is invalid', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/identity/dev/sms-outbox?phoneNumber=42',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ path: 'phoneNumber' }] },
    });
  });

  it('does not exist when the server runs in production', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) });
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: `/api/identity/dev/sms-outbox?phoneNumber=${encodeURIComponent(AGENT)}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      // The rest of the identity service is there.
      expect(
        (await production.app.inject({ method: 'GET', url: '/api/identity/jwks.json' })).statusCode,
      ).toBe(200);
    } finally {
      await production.close();
    }
  });
});
