import type { SendVerificationCodeInput } from '@brokerage/shared';
import type { Executor } from '@/db/client.ts';
import type { Captcha } from '@/integrations/captcha/captcha.ts';
import type { SmsTransport } from '@/integrations/sms/sms-transport.ts';
import { AppError } from '@/platform/app-error.ts';
import { consumeBackoff, consumeRateLimit } from '@/platform/rate-limit.ts';
import { isPhoneRegistered } from './identity-accounts.service.ts';
import { CODE_SENDS_PER_NUMBER, codeRequestsPerIp, codeSendBucket } from './identity-limits.ts';
import { verificationSmsText } from './sms-text.ts';
import { createVerificationCode } from './verification-codes.service.ts';

/**
 * Sends a sign-in or registration code. The order is the defence: the address limit first (it also throttles
 * captcha guessing), then the captcha, then the number checks. The per-number limit sits after the captcha and
 * counts only codes really sent, so nobody can lock a colleague out, or probe which numbers are registered,
 * without doing the proof of work. `register` sends whether or not the number is known, so it reveals nothing.
 */
export const sendVerificationCode = async ({
  db,
  appSecret,
  captcha,
  sms,
  ip,
  requestsPerIpPerHour,
  input,
}: {
  db: Executor;
  appSecret: string;
  captcha: Captcha;
  sms: SmsTransport;
  ip: string;
  requestsPerIpPerHour: number;
  input: Required<SendVerificationCodeInput>;
}) => {
  const { phoneNumber, purpose } = input;
  await consumeRateLimit({
    db,
    bucket: `identity:code-request:ip:${ip}`,
    rules: codeRequestsPerIp(requestsPerIpPerHour),
  });
  if (!(await captcha.verify(input.captcha))) throw new AppError('CAPTCHA_FAILED');
  if (purpose === 'sign-in' && !(await isPhoneRegistered({ db, phoneNumber }))) {
    throw new AppError('PHONE_NOT_REGISTERED');
  }
  await consumeBackoff({ db, bucket: codeSendBucket(phoneNumber), rule: CODE_SENDS_PER_NUMBER });

  const { sessionInfo, code } = await createVerificationCode({ db, appSecret, phoneNumber, purpose });
  try {
    await sms.send({ to: phoneNumber, body: verificationSmsText(code, input.locale) });
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'The verification code could not be sent.',
      cause: error,
    });
  }
  return { sessionInfo };
};
