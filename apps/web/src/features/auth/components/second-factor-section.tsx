import type { MfaEnrollmentStartResponse, MfaStatusResponse } from '@brokerage/shared';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  finalizeMfaEnrollment,
  getMfaStatus,
  startMfaEnrollment,
  withdrawMfaEnrollment,
} from '@/features/auth/api/mfa-enrollment';
import { retryAfterMinutes, verificationErrorKey } from '@/features/auth/auth-error-messages';
import { RecoveryCodes } from '@/features/auth/components/recovery-codes';
import { CodeForm, ErrorLine } from '@/features/auth/components/second-factor-code-form';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';

type Stage =
  | { kind: 'loading' }
  | { kind: 'status'; status: MfaStatusResponse }
  | { kind: 'scan'; started: MfaEnrollmentStartResponse }
  | { kind: 'recovery-codes'; codes: string[] }
  | { kind: 'withdraw' };

/** A refusal names its own message (refusals:<REASON>); a code failure reads as at sign-in. */
const useErrorText = () => {
  const { t } = useTranslation();
  return (error: unknown) => {
    const reason =
      error instanceof ApiError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
    if (typeof reason === 'string')
      return t(`refusals:${reason}`, { defaultValue: t('errors:client.verificationFailed') });
    return t(verificationErrorKey(error), { minutes: retryAfterMinutes(error) ?? 1 });
  };
};

/**
 * The user's TOTP second factor (issue 12): set it up (QR code or manual key, then a first code, then the
 * recovery codes shown once) or remove it with a fresh code. Mounted in the profile page and on the
 * enrolment screen a role's requirement leads to; `onEnrolled` runs once the codes are saved.
 */
export const SecondFactorSection = ({ onEnrolled }: { onEnrolled?: () => void }) => {
  const { t, i18n } = useTranslation();
  const { getIdToken } = useAuth();
  const errorText = useErrorText();
  const headingId = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  /** Kept as the failure itself, so a language change translates it again. */
  const [failure, setFailure] = useState<unknown>(null);
  const error = failure === null ? null : errorText(failure);

  const run = async (work: (idToken: string) => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work(await getIdToken());
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  const load = useCallback(async () => {
    try {
      const status = await getMfaStatus(await getIdToken());
      setFailure(null);
      setStage({ kind: 'status', status });
    } catch (caught) {
      setFailure(caught);
      setStage({ kind: 'status', status: { enrolled: false, mfaInfo: [], recoveryCodesLeft: 0 } });
    }
  }, [getIdToken]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-slate-100"
      >
        <ShieldCheck aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" />
        {t('mfa:secondFactor.title')}
      </h2>

      {stage.kind === 'loading' && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('mfa:secondFactor.loading')}
        </p>
      )}

      {stage.kind === 'status' && stage.status.enrolled && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('mfa:secondFactor.enabledSince', {
              date: new Date(stage.status.mfaInfo[0]?.enrolledAt ?? Date.now()).toLocaleDateString(
                i18n.language,
              ),
            })}{' '}
            {t('mfa:secondFactor.recoveryLeft', { count: stage.status.recoveryCodesLeft })}
          </p>
          <ErrorLine text={error} />
          <div>
            <Button type="button" variant="danger" onClick={() => setStage({ kind: 'withdraw' })}>
              {t('mfa:secondFactor.remove')}
            </Button>
          </div>
        </div>
      )}

      {stage.kind === 'status' && !stage.status.enrolled && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('mfa:secondFactor.intro')}</p>
          <ErrorLine text={error} />
          <div>
            <Button
              type="button"
              loading={busy}
              onClick={() =>
                void run(async (idToken) =>
                  setStage({ kind: 'scan', started: await startMfaEnrollment(idToken) }),
                )
              }
            >
              {t('mfa:secondFactor.setUp')}
            </Button>
          </div>
        </div>
      )}

      {stage.kind === 'scan' && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('mfa:secondFactor.scan')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(stage.started.qrCodeSvg)}`}
            alt={t('mfa:secondFactor.qrAlt')}
            width={192}
            height={192}
            className="size-48 rounded-md bg-white p-1"
          />
          <div className="flex flex-col gap-1">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('mfa:secondFactor.manualKey')}</p>
            <code
              dir="ltr"
              data-testid="totp-secret"
              className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            >
              {stage.started.secret}
            </code>
          </div>
          <CodeForm
            label={t('mfa:secondFactor.firstCode')}
            submitLabel={t('mfa:secondFactor.confirm')}
            busy={busy}
            error={error}
            onSubmit={(code) =>
              void run(async (idToken) => {
                const { recoveryCodes } = await finalizeMfaEnrollment(idToken, code);
                setStage({ kind: 'recovery-codes', codes: recoveryCodes });
              })
            }
            onCancel={() => void load()}
          />
        </div>
      )}

      {stage.kind === 'recovery-codes' && (
        <RecoveryCodes
          codes={stage.codes}
          onDone={() => {
            void load();
            onEnrolled?.();
          }}
        />
      )}

      {stage.kind === 'withdraw' && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('mfa:secondFactor.removeIntro')}</p>
          <CodeForm
            label={t('mfa:secondFactor.codeOrRecovery')}
            submitLabel={t('mfa:secondFactor.remove')}
            busy={busy}
            error={error}
            onSubmit={(code) =>
              void run(async (idToken) => {
                await withdrawMfaEnrollment(idToken, code);
                await load();
              })
            }
            onCancel={() => void load()}
          />
        </div>
      )}
    </section>
  );
};
