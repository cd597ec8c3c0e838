import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTION, serializeError } from './logger.ts';

/** Collects what a logger configured with the server's redaction writes. */
const captureLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino({ redact: REDACTION, serializers: { err: serializeError } }, stream);
  return { logger, text: () => lines.join('') };
};

describe('log redaction', () => {
  it('never writes bank details, a phone or a token, in a body or an error’s details', () => {
    const { logger, text } = captureLog();
    const iban = 'FR7630006000011234567890189';
    logger.info({ body: { iban, bic: 'AGRIFRPP882', bankDetails: { iban, holder: 'Jeanne' } } }, 'request');
    logger.error({ err: { details: { bankDetails: { iban } }, iban, phone: '+33612345678' } }, 'failure');
    logger.info({ payload: { token: 'secret-token', phoneNumber: '+33612345678' } }, 'sign-in');
    const written = text();
    for (const secret of [iban, 'AGRIFRPP882', 'Jeanne', '+33612345678', 'secret-token']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('[redacted]');
  });

  it('keeps an error’s code, which is no secret, and hides a sign-in code', () => {
    const { logger, text } = captureLog();
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    logger.error({ err: deadlock }, 'unexpected error');
    logger.info({ body: { code: '482913' } }, 'second factor');
    const written = text();
    expect(written).toContain('"errorCode":"40P01"');
    expect(written).not.toContain('482913');
  });

  it('writes the code of a wrapped database error without its values, and logs what is not an error as it is', async () => {
    const { logger, text } = captureLog();
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const failed = new DrizzleQueryError(
      'select * from customers where phone = $1',
      ['+33612345678'],
      timeout,
    );
    logger.error({ err: failed }, 'unexpected error');
    logger.error({ err: new Error('the request failed', { cause: failed }) }, 'wrapped');
    logger.error({ err: null }, 'nothing thrown');
    logger.error({ err: 'boom' }, 'a string thrown');
    const written = text();
    expect(written).toContain('"errorCode":"57014"');
    expect(written).toContain(
      '"message":"Failed query: select * from customers where phone = $1\\nparams: [redacted]: canceling statement',
    );
    expect(written).toContain('caused by: Error: canceling statement due to statement timeout');
    expect(written).not.toContain('+33612345678');
    expect(written).toContain('"err":null');
    expect(written).toContain('"err":"boom"');
  });
});
