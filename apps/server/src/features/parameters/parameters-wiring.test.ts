import { DEFAULT_PARAMETERS } from '@brokerage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '@/integrations/mail/mail-transport.ts';
import { createSmtpMailTransport } from '@/integrations/mail/smtp-mail-transport.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { startSmtpTestServer } from '@/test/smtp-test-server.ts';
import { mailWithParameterSender, smsWithParameterSender } from './parameters-senders.ts';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await buildTestApp();
  editor = (
    await signInWithPermissions(t, [
      'ParametersModule:parameters:read',
      'ParametersModule:parameters:update',
      'UserModule:users:read',
    ])
  ).cookie;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/parameters',
    headers: { cookie: editor },
    payload: {
      ...DEFAULT_PARAMETERS,
      defaultPageSize: 2,
      smsSenderName: 'Nord 59',
      emailSenderName: 'Courtage du Nord',
      version: 1,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

describe('the default page size', () => {
  it('pages a list request that names no pageSize by the parameter, and keeps one that names it', async () => {
    const users = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: { cookie: editor } });
    const byDefault = await users('');
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    expect(byDefault.json()).toMatchObject({ pageSize: 2 });
    expect((await users('?pageSize=5')).json()).toMatchObject({ pageSize: 5 });
  });

  it('leaves a list whose own cap is below the parameter to its own default, rather than refusing it', async () => {
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/parameters',
      headers: { cookie: editor },
    });
    const { updatedAt: _updatedAt, ...data } = current.json().data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/parameters',
      headers: { cookie: editor },
      payload: { ...data, defaultPageSize: 80 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const notifications = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: editor },
    });
    expect(notifications.statusCode, notifications.body).toBe(200);
    const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: editor } });
    expect(users.json()).toMatchObject({ pageSize: 80 });
  });
});

describe('the sender names', () => {
  it('puts the SMS sender on every message that names none', async () => {
    const sent: unknown[] = [];
    const sms = smsWithParameterSender(
      { name: 'capture', send: async (message) => void sent.push(message) },
      t.db,
    );
    await sms.send({ to: '+33600000000', body: 'Code 123456' });
    await sms.send({ to: '+33600000000', body: 'Code 654321', sender: 'Own' });
    expect(sent).toEqual([
      { to: '+33600000000', body: 'Code 123456', sender: 'Nord 59' },
      { to: '+33600000000', body: 'Code 654321', sender: 'Own' },
    ]);
  });

  it('sends emails over SMTP as "Email sender name <MAIL_FROM address>"', async () => {
    const smtp = await startSmtpTestServer();
    try {
      const transport = mailWithParameterSender(
        createSmtpMailTransport({
          url: smtp.url,
          port: 25,
          secure: false,
          from: 'Ignored <no-reply@courtage.test>',
        }),
        t.db,
      );
      const message: MailMessage = { to: 'alice@example.fr', subject: 'S', html: '<p>B</p>', text: 'B' };
      await transport.send(message);
      await transport.close?.();
      const received = smtp.received.at(-1);
      expect(received?.from).toBe('no-reply@courtage.test');
      expect(received?.parsed.from?.value).toEqual([
        { name: 'Courtage du Nord', address: 'no-reply@courtage.test' },
      ]);
    } finally {
      await smtp.close();
    }
  });
});
